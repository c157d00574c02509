import { Arg, Args, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { submissionMeta } from '../../platform/submissions/publicSubmission';
import { PublicFormArgs, SUBMISSION_ERRORS } from '../../platform/submissions/submission.types';
import { FreeGuideDownload, FreeGuideRequestInput } from './freeGuide.types';
import { requestFreeGuide } from './freeGuide.service';

@Resolver()
export class FreeGuideResolver {
  @Access('PUBLIC')
  @Mutation(() => FreeGuideDownload, {
    description: `A homeowner asks for the free PDF guide: their details are kept (one record per e-mail) and the answer is a download link valid for 24 hours. ${SUBMISSION_ERRORS}`,
  })
  requestFreeGuide(
    @Arg('input', () => FreeGuideRequestInput, { description: 'The free-guide form.' }) input: FreeGuideRequestInput,
    @Args(() => PublicFormArgs) form: PublicFormArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FreeGuideDownload> {
    return requestFreeGuide(input, submissionMeta(form, ctx.request.ip), services().config.submissions);
  }
}

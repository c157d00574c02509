import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { BotCheckInput, SUBMISSION_ARGUMENTS, SUBMISSION_ERRORS, SubmissionSourceInput } from '../../platform/submissions/submission.types';
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
    @Arg('idempotencyKey', () => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true, description: SUBMISSION_ARGUMENTS.source })
    source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true, description: SUBMISSION_ARGUMENTS.botCheck }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FreeGuideDownload> {
    return requestFreeGuide(input, { idempotencyKey, source, botSignals: botCheck, ip: ctx.request.ip }, services().config.submissions);
  }
}

import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { services } from '../../platform/services';
import { BotCheckInput, SubmissionSourceInput } from '../../platform/submissions/submission.types';
import { FreeGuideDownload, FreeGuideRequestInput } from './freeGuide.types';
import { requestFreeGuide } from './freeGuide.service';

@Resolver()
export class FreeGuideResolver {
  @Mutation(() => FreeGuideDownload, {
    description: 'Public: a homeowner asks for the free PDF guide. Stores (or updates) their pdfLead and answers a download link valid for 24 hours.',
  })
  requestFreeGuide(
    @Arg('input', () => FreeGuideRequestInput) input: FreeGuideRequestInput,
    @Arg('idempotencyKey', () => String) idempotencyKey: string,
    @Arg('source', () => SubmissionSourceInput, { nullable: true }) source: SubmissionSourceInput | null,
    @Arg('botCheck', () => BotCheckInput, { nullable: true }) botCheck: BotCheckInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FreeGuideDownload> {
    return requestFreeGuide(input, { idempotencyKey, source, botSignals: botCheck, ip: ctx.request.ip }, services().config.submissions);
  }
}

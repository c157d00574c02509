import { Arg, Mutation, Resolver } from 'type-graphql';
import { SubmissionSourceInput } from '../requests/removalRequests.types';
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
  ): Promise<FreeGuideDownload> {
    return requestFreeGuide(input, { idempotencyKey, source });
  }
}

import { z } from 'zod';
import { REFUND_DESTINATIONS } from '../balance';
import { DISPUTE_REASONS } from '../marketplace';
import { longText } from './primitives';

/** A buyer's dispute of a purchased lead: the reason and a note saying what they found. */
export const leadDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: 'Choose what is wrong with the lead' }),
  note: longText('Note', 2000).pipe(z.string().min(5, 'Tell us what you found, in a sentence or two')),
  refundTo: z.preprocess((value) => value ?? 'balance', z.enum(REFUND_DESTINATIONS, { error: 'Choose where the refund goes' })),
});

/** An administrator's note when resolving a dispute (required when rejecting). */
export const disputeResolutionNoteSchema = z.preprocess((value) => value ?? '', longText('Note', 2000));

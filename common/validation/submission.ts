import { z } from 'zod';

/** What every public submission carries besides its own fields (docs/requirements/data-model.md#public-submissions). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,128}$/, 'The idempotency key must be 16–128 letters, digits, "-" or "_"');

export const submissionSourceSchema = z.object({
  pagePath: z.string().max(300).nullish(),
  referrer: z.string().max(500).nullish(),
  utm: z
    .object({ source: z.string().max(100).nullish(), medium: z.string().max(100).nullish(), campaign: z.string().max(100).nullish() })
    .nullish(),
});

export type SubmissionSource = z.input<typeof submissionSourceSchema>;

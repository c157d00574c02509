import { z } from 'zod';
import { email, plainText, ukPhone } from './primitives';

/** A removal company's certification request (`/certificate-request`), validated identically in the browser and by the API. */
export const certificationRequestSchema = z.object({
  companyName: plainText('the company name', 150),
  contactName: plainText('the name of a contact', 100),
  email,
  phone: ukPhone,
  consent: z.object({
    terms: z.literal(true, { error: 'You must accept the terms to send your request' }),
    marketing: z
      .boolean()
      .nullish()
      .transform((value) => Boolean(value)),
  }),
});

export const DOCUMENT_REJECTION_NOTE_REQUIRED = 'Say why the document is rejected: the company receives this note';
export const documentReviewNoteSchema = z
  .string()
  .trim()
  .max(2000, 'The note must be 2,000 characters or fewer')
  .nullish()
  .transform((value) => value || null);

import { z } from 'zod';
import { isDocumentId } from '../../platform/documentId';
import { runTransaction, withHistory } from '../../platform/firestore/unitOfWork';
import { invalidInput, notFound } from '../../platform/graphql/errors';
import { queueMail } from '../../platform/mail/outbox';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { STAFF_MESSAGE_LIMITS } from '../mail';
import type { Lead } from './leads.types';
import { leadFromDocument, readLeadData, updateLead } from './leads.repository';

const messageSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject')
    .max(STAFF_MESSAGE_LIMITS.subject, `Keep the subject to ${STAFF_MESSAGE_LIMITS.subject} characters`),
  message: z
    .string()
    .trim()
    .min(1, 'Write the message')
    .max(STAFF_MESSAGE_LIMITS.message, `Keep the message to ${STAFF_MESSAGE_LIMITS.message} characters`),
});

/**
 * An administrator e-mails the homeowner of a lead through the outbox: queued in the same transaction as the
 * history entry that records who sent what and when, so the request's record shows it with the e-mail.
 */
export async function emailLeadHomeowner(leadId: string, input: { subject: string; message: string }, by: string): Promise<Lead> {
  const parsed = messageSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(fieldErrorsFrom(parsed.error));
  if (!isDocumentId(leadId)) throw notFound('There is no such lead');
  return runTransaction(async (tx) => {
    const data = await readLeadData(tx, leadId);
    if (!data) throw notFound('There is no such lead');
    const lead = leadFromDocument(leadId, data);
    queueMail(tx, {
      to: lead.homeowner.email,
      template: 'staff_message',
      data: { name: lead.homeowner.name, subject: parsed.data.subject, message: parsed.data.message, reference: lead.ref, sentBy: by },
      related: [`leads/${leadId}`, ...(lead.requestId ? [`removalRequests/${lead.requestId}`] : [])],
    });
    const changes = withHistory(data, { by, action: 'e-mailed the homeowner', note: parsed.data.subject }, {});
    updateLead(tx, leadId, changes);
    return leadFromDocument(leadId, { ...data, ...changes });
  });
}

import { contactReplySchema } from '../../../common/validation/enquiries';
import { fieldErrorsFrom } from '../../../common/validation/fieldErrors';
import { countedPage, type PageArgs } from '../../platform/graphql/connections';
import { conflict, invalidInput, notFound } from '../../platform/graphql/errors';
import { isDocumentId } from '../../platform/documentId';
import { queueMail } from '../../platform/mail/outbox';
import {
  changeContactEnquiry,
  contactEnquiriesList,
  contactEnquiryPath,
  EnquiryChangedMeanwhile,
  EnquiryNotFound,
} from './enquiries.repository';
import { ContactInquiryStatus, type ContactInquiry, type ContactInquiryConnection } from './adminEnquiries.types';

export async function adminContactEnquiriesPage(status: ContactInquiryStatus | null, page: PageArgs): Promise<ContactInquiryConnection> {
  return (await countedPage(contactEnquiriesList(status), page)) as ContactInquiryConnection;
}

async function changing<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof EnquiryNotFound) throw notFound('There is no such contact message');
    if (error instanceof EnquiryChangedMeanwhile) {
      throw conflict('Someone else changed this message since you loaded it: refresh to see the latest and try again');
    }
    throw error;
  }
}

function checkId(id: string) {
  if (!isDocumentId(id)) throw invalidInput([{ path: 'id', message: 'This is not a contact message id' }]);
}

/**
 * E-mails an administrator's reply to the sender (through the outbox) and marks the message replied, in one
 * transaction: the reply's text is the note of its history entry.
 */
export async function replyToContactEnquiry(
  id: string,
  reply: string,
  expectedUpdatedAt: Date | null,
  by: string,
): Promise<ContactInquiry> {
  checkId(id);
  const parsed = contactReplySchema.safeParse({ reply });
  if (!parsed.success) {
    const problems = fieldErrorsFrom(parsed.error);
    throw invalidInput(problems, problems[0].message);
  }
  const text = parsed.data.reply;
  return (await changing(() =>
    changeContactEnquiry(
      id,
      expectedUpdatedAt,
      () => ({ entry: { by, action: ContactInquiryStatus.REPLIED, note: text }, changes: { status: ContactInquiryStatus.REPLIED } }),
      (tx, inquiry, at) => {
        queueMail(
          tx,
          {
            to: inquiry.email,
            template: 'contact_inquiry_reply',
            data: { name: inquiry.name, reference: inquiry.reference, reply: text, message: inquiry.message },
            related: [contactEnquiryPath(id)],
          },
          at,
        );
      },
    ),
  )) as ContactInquiry;
}

/** Nothing more to do with this message. */
export async function closeContactEnquiry(id: string, expectedUpdatedAt: Date | null, by: string): Promise<ContactInquiry> {
  checkId(id);
  return (await changing(() =>
    changeContactEnquiry(id, expectedUpdatedAt, (current) => {
      if (current.status === ContactInquiryStatus.CLOSED) {
        throw invalidInput([{ path: 'id', message: 'This message is already closed' }], 'This message is already closed');
      }
      return { entry: { by, action: ContactInquiryStatus.CLOSED }, changes: { status: ContactInquiryStatus.CLOSED } };
    }),
  )) as ContactInquiry;
}

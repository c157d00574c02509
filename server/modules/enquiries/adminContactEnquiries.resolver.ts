import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { CONTACT_REPLY_MAX } from '../../../common/validation/enquiries';
import { Access } from '../../platform/graphql/access';
import { PageArgs } from '../../platform/graphql/connections';
import { AdminActor } from '../../platform/graphql/currentUser';
import { adminContactEnquiriesPage, closeContactEnquiry, replyToContactEnquiry } from './adminContactEnquiries.service';
import { ContactInquiry, ContactInquiryConnection, ContactInquiryStatus } from './adminEnquiries.types';

const EXPECTED_UPDATED_AT = { nullable: true, description: 'Its `updatedAt` as loaded; left out: no check.' } as const;

@Resolver()
export class AdminContactEnquiriesResolver {
  @Access('ADMIN')
  @Query(() => ContactInquiryConnection, { description: 'Messages from the contact page, newest first, with the total for the filter.' })
  adminContactInquiries(
    @Arg('status', () => ContactInquiryStatus, { nullable: true, description: 'Only messages in this status; all when left out.' })
    status: ContactInquiryStatus | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<ContactInquiryConnection> {
    return adminContactEnquiriesPage(status ?? null, page);
  }

  @Access('ADMIN')
  @Mutation(() => ContactInquiry, {
    description: `E-mails a reply to the sender and marks the message replied; the reply is kept as the note of its history entry. An empty reply or one over ${CONTACT_REPLY_MAX.toLocaleString('en-GB')} characters: BAD_USER_INPUT on \`reply\`. Changed since \`expectedUpdatedAt\`: CONFLICT.`,
  })
  replyToContactInquiry(
    @Arg('id', () => ID, { description: 'Id of the message.' }) id: string,
    @Arg('reply', () => String, { description: 'The reply, as plain text; blank lines separate paragraphs.' }) reply: string,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED_UPDATED_AT) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<ContactInquiry> {
    return replyToContactEnquiry(id, reply, expectedUpdatedAt ?? null, by);
  }

  @Access('ADMIN')
  @Mutation(() => ContactInquiry, {
    description: 'Closes a message: nothing more to do (who and when go into its history). Changed since `expectedUpdatedAt`: CONFLICT.',
  })
  closeContactInquiry(
    @Arg('id', () => ID, { description: 'Id of the message.' }) id: string,
    @Arg('expectedUpdatedAt', () => Date, EXPECTED_UPDATED_AT) expectedUpdatedAt: Date | null,
    @AdminActor() by: string,
  ): Promise<ContactInquiry> {
    return closeContactEnquiry(id, expectedUpdatedAt ?? null, by);
  }
}

import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { Access } from '../../platform/graphql/access';
import { HistoryEntry } from '../../platform/graphql/history.types';

export enum GuestPostStatus {
  SUBMITTED = 'submitted',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  PUBLISHED = 'published',
}
registerEnumType(GuestPostStatus, {
  name: 'GuestPostStatus',
  description: 'Where a guest post is.',
  valuesConfig: {
    SUBMITTED: { description: 'Sent, waiting for review.' },
    APPROVED: { description: 'Approved, not published yet.' },
    REJECTED: { description: 'Rejected (or taken off the site).' },
    PUBLISHED: { description: 'On the site at /guest-posts/{slug}.' },
  },
});

export enum GuestPostDecision {
  APPROVE = 'approve',
  REJECT = 'reject',
  PUBLISH = 'publish',
  UNPUBLISH = 'unpublish',
}
registerEnumType(GuestPostDecision, {
  name: 'GuestPostDecision',
  description: 'What an administrator decides about a guest post.',
  valuesConfig: {
    APPROVE: { description: 'Approve it without publishing.' },
    REJECT: { description: 'Reject it; a published post is taken off the site.' },
    PUBLISH: { description: 'Publish it at /guest-posts/{slug}.' },
    UNPUBLISH: { description: 'Take a published post off the site; it goes back to APPROVED and can be published again.' },
  },
});

@InputType({ description: 'The author of a guest post.' })
export class GuestPostAuthorInput {
  @Field(() => String, { description: 'Name shown with the post, 1–100 characters.' }) name!: string;
  @Field(() => String, { description: 'E-mail address, never shown publicly.' }) email!: string;
  @Field(() => String, { description: 'Up to 500 characters, shown beside the published post.' }) bio!: string;
  @Field(() => String, { nullable: true, description: 'A full http(s) address, up to 300 characters; optional.' }) website?: string | null;
}

@InputType({ description: 'The author’s consent.' })
export class GuestPostConsentInput {
  @Field(() => Boolean, { description: 'Must be true: the author accepts the terms.' }) terms!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether they agree to marketing e-mails; false when left out.' }) marketing?:
    boolean | null;
}

@InputType({ description: 'A guest post sent through /guest-post.' })
export class GuestPostInput {
  @Field(() => String, { description: 'Title, 10–150 characters.' }) title!: string;
  @Field(() => String, { description: 'The article in Markdown, 300–20,000 characters; HTML in it is sanitised.' }) bodyMarkdown!: string;
  @Field(() => GuestPostAuthorInput, { description: 'Who wrote it.' }) author!: GuestPostAuthorInput;
  @Field(() => GuestPostConsentInput, { description: 'Terms (required) and marketing.' }) consent!: GuestPostConsentInput;
}

@ObjectType({ description: 'The public details of a guest post’s author (never the e-mail address).' })
export class GuestPostAuthor {
  @Field(() => String, { description: 'The author’s name.' }) name!: string;
  @Field(() => String, { description: 'A short biography, up to 500 characters.' }) bio!: string;
  @Field(() => String, { nullable: true, description: 'The author’s website; null when none.' }) website?: string | null;
}

@ObjectType({ description: 'A published guest post.' })
export class GuestPost {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Address on the site: /guest-posts/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Title.' }) title!: string;
  @Field(() => String, { description: 'The start of the text, for listings and meta descriptions.' }) excerpt!: string;
  @Field(() => String, { description: 'Sanitised HTML rendered from the author’s Markdown.' }) bodyHtml!: string;
  @Field(() => GuestPostAuthor, { description: 'The author’s public details.' }) author!: GuestPostAuthor;
  @Field(() => Date, { nullable: true, description: 'When it was published (ISO 8601, UTC).' }) publishedAt?: Date | null;
}

@ObjectType({ description: 'Published guest posts, newest first, a page at a time.' })
export class GuestPostConnection extends Connection(GuestPost, { one: 'guest post', many: 'guest posts' }) {
  @Field(() => Int, { description: totalCountDescription('guest posts') }) totalCount!: number;
}

@ObjectType({ description: 'A guest post after an administrator’s decision.' })
export class GuestPostReview {
  @Field(() => ID, { description: 'Document id of the guest post.' }) id!: string;
  @Field(() => String, { description: 'Its address: /guest-posts/{slug}.' }) slug!: string;
  @Field(() => GuestPostStatus, { description: 'Its status after the decision.' }) status!: GuestPostStatus;
  @Field(() => String, { nullable: true, description: 'The administrator’s note; null when none.' }) reviewNote?: string | null;
  @Field(() => Date, { nullable: true, description: 'When it was published; null unless PUBLISHED.' }) publishedAt?: Date | null;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
}

@ObjectType({ description: 'A guest post in the review queue, in any status. Personal data: administrators only.' })
export class AdminGuestPost {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Reference, e.g. GP-3F9A2C.' }) reference!: string;
  @Field(() => String, { description: 'Its address once published: /guest-posts/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Title.' }) title!: string;
  @Field(() => String, { description: 'The body in Markdown, as sent or as last edited.' }) bodyMarkdown!: string;
  @Field(() => String, { description: 'The body as the public site would show it: sanitised HTML.' }) bodyHtml!: string;
  @Field(() => String, { description: 'The author’s name.' }) authorName!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'The author’s e-mail address, where decisions are sent.' })
  authorEmail!: string;
  @Field(() => String, { description: 'The author’s biography.' }) authorBio!: string;
  @Field(() => String, { nullable: true, description: 'The author’s website; null when none.' }) authorWebsite?: string | null;
  @Field(() => GuestPostStatus, { description: 'Where it is.' }) status!: GuestPostStatus;
  @Field(() => String, { nullable: true, description: 'The last decision’s note (a rejection’s reason); null when none.' }) reviewNote?:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When it was published; null unless PUBLISHED.' }) publishedAt?: Date | null;
  @Field(() => Date, { description: 'When it arrived.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Guest posts for review, newest first, a page at a time.' })
export class AdminGuestPostConnection extends Connection(AdminGuestPost, { one: 'guest post', many: 'guest posts' }) {
  @Field(() => Int, { description: totalCountDescription('guest posts') }) totalCount!: number;
}

import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { HistoryEntry } from '../../platform/graphql/history.types';
import { Access } from '../../platform/graphql/access';

export enum OutreachKind {
  GUEST_POST = 'guest_post',
  LINK = 'link',
  PARTNERSHIP = 'partnership',
}
registerEnumType(OutreachKind, {
  name: 'OutreachKind',
  description: 'What is asked of the site.',
  valuesConfig: {
    GUEST_POST: { description: 'An article of ours published on their site.' },
    LINK: { description: 'A link to our site from an existing page.' },
    PARTNERSHIP: { description: 'A lasting partnership (referrals, co-marketing).' },
  },
});

export enum OutreachStatus {
  TO_CONTACT = 'to_contact',
  CONTACTED = 'contacted',
  REPLIED = 'replied',
  WON = 'won',
  LOST = 'lost',
}
registerEnumType(OutreachStatus, {
  name: 'OutreachStatus',
  description: 'Where a site is in the outreach pipeline.',
  valuesConfig: {
    TO_CONTACT: { description: 'Not contacted yet.' },
    CONTACTED: { description: 'Contacted, waiting for an answer.' },
    REPLIED: { description: 'They answered: in discussion.' },
    WON: { description: 'Published, linked or agreed: done.' },
    LOST: { description: 'Declined or no answer: done.' },
  },
});

/** The statuses still in progress: only these have follow-ups due. */
export const OPEN_OUTREACH_STATUSES = [OutreachStatus.TO_CONTACT, OutreachStatus.CONTACTED, OutreachStatus.REPLIED];

@ObjectType({ description: 'A site in the link-building and partnership pipeline. Contact details: administrators only.' })
export class Outreach {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'The site’s name, e.g. "Homebuilding & Renovating".' }) site!: string;
  @Field(() => String, { description: 'The site’s address (http or https).' }) url!: string;
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'Who to talk to; null when unknown.' })
  contactName?: string | null;
  @Access('ADMIN')
  @Field(() => String, { nullable: true, description: 'Their e-mail address; null when unknown.' })
  contactEmail?: string | null;
  @Field(() => OutreachKind, { description: 'What is asked of the site.' }) kind!: OutreachKind;
  @Field(() => OutreachStatus, { description: 'Where it is in the pipeline.' }) status!: OutreachStatus;
  @Field(() => String, { nullable: true, description: 'The day to follow up (YYYY-MM-DD, Europe/London); null when none.' })
  followUpAt?: string | null;
  @Field(() => String, { nullable: true, description: 'Free notes; null when none.' }) notes?: string | null;
  @Field(() => Date, { description: 'When it was added.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first: who moved it where, and when.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Outreach sites, a page at a time.' })
export class OutreachConnection extends Connection(Outreach, { one: 'outreach site', many: 'outreach sites' }) {
  @Field(() => Int, { description: totalCountDescription('outreach sites') }) totalCount!: number;
}

@InputType({ description: 'A site’s details, as the outreach form sends them.' })
export class OutreachInput {
  @Field(() => String, { description: 'The site’s name (1 to 200 characters).' }) site!: string;
  @Field(() => String, { description: 'The site’s address, http:// or https://.' }) url!: string;
  @Field(() => String, { nullable: true, description: 'Who to talk to.' }) contactName?: string | null;
  @Field(() => String, { nullable: true, description: 'Their e-mail address.' }) contactEmail?: string | null;
  @Field(() => OutreachKind, { description: 'What is asked of the site.' }) kind!: OutreachKind;
  @Field(() => String, { nullable: true, description: 'The day to follow up, YYYY-MM-DD; empty or left out: none.' })
  followUpAt?: string | null;
  @Field(() => String, { nullable: true, description: 'Free notes (up to 2,000 characters).' }) notes?: string | null;
}

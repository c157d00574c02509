import { HistoryEntry } from '../../platform/graphql/history.types';
import { MailMessage } from '../mail/mail.types';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum LeadStatus {
  NEW = 'new',
  AVAILABLE = 'available',
  SOLD_OUT = 'sold_out',
  CLOSED = 'closed',
  ARCHIVED = 'archived',
  REJECTED = 'rejected',
}
registerEnumType(LeadStatus, {
  name: 'LeadStatus',
  description: 'Where a lead is in the marketplace.',
  valuesConfig: {
    NEW: { description: 'Waiting for an administrator to check it and publish it (when leads are not published automatically).' },
    AVAILABLE: { description: 'On the marketplace: companies in its region can buy it while places are left.' },
    SOLD_OUT: { description: 'Every place has been bought (`buyerCount` = `maxBuyers`).' },
    CLOSED: { description: 'No longer sold.' },
    ARCHIVED: { description: 'Put away by an administrator.' },
    REJECTED: { description: 'Refused by an administrator (spam, a test, a duplicate).' },
  },
});

/** The fields of a stored `leads` document that the marketplace rules read (dates already converted). */
export interface StoredLead {
  id: string;
  ref: string;
  status: string;
  archived: boolean;
  region: string;
  targetCompanyId: string | null;
  homeowner: { name: string; email: string; phone: string };
  property: { postcode: string; district: string; region: string; type: string; bedrooms: number | null };
  job: { foamType: string; locations: string[]; areaM2: number | null; access: string; urgency: string; reason: string; notes: string };
  estimate: { lowPence: number; highPence: number };
  pricePence: number;
  vatPence: number;
  maxBuyers: number;
  buyerCompanyIds: string[];
  declinedBy: string[];
  /** Companies staff sent the lead to (lead distributions). */
  distributedCompanyIds: string[];
  /** `companyId:status` of each buyer's pipeline (docs/decisions/0048-lead-pipeline.md): "my leads" filters on it. */
  pipelineTags: string[];
  /** What the homeowner said on their request page (docs/decisions/0041-homeowner-request-page.md). */
  homeownerOutcome: HomeownerOutcome;
  createdAt: Date;
  expiresAt: Date;
}

/** A company the homeowner marked hired (docs/decisions/0046-verified-reviews.md). */
export interface HiredCompany {
  companyId: string;
  at: Date;
  /** The day the work is booked for (YYYY-MM-DD), when the homeowner gave it. */
  jobDate: string | null;
  /** The queued invitation to review the company, once there is one. */
  invitationMailId: string | null;
}

export interface HomeownerOutcome {
  /** When the homeowner stopped further sales; null while they have not. */
  salesStoppedAt: Date | null;
  /** The companies the homeowner said they hired, with when they said so. */
  hired: HiredCompany[];
  /** When the homeowner said the job was done; null before. */
  jobDoneAt: Date | null;
}

@ObjectType({ description: 'The homeowner who asked for quotes. Personal data: administrators only.' })
export class Homeowner {
  @Field(() => String, { description: 'Full name, as typed (at most 100 characters).' }) name!: string;
  @Field(() => String, { description: 'E-mail address, in lower case.' }) email!: string;
  @Field(() => String, { description: 'UK phone number in national form, e.g. 07700900123.' }) phone!: string;
}

@ObjectType({ description: 'The property the foam is in.' })
export class PropertyDetails {
  @Field(() => String, { description: 'Full UK postcode, upper case with one space, e.g. SW1A 1AA.' }) postcode!: string;
  @Field(() => String, { description: 'Outward code of the postcode, e.g. SW1A: all a company sees before buying.' }) district!: string;
  @Field(() => String, { description: 'UK region the postcode is in, e.g. London, South East, Wales.' }) region!: string;
  @Field(() => String, { description: 'Property type: terraced | semi | detached | bungalow | flat | commercial.' }) type!: string;
  @Field(() => Int, { nullable: true, description: 'Number of bedrooms, 0–30; null when not given.' }) bedrooms?: number | null;
}

@ObjectType({ description: 'The removal job the homeowner described.' })
export class JobDetails {
  @Field(() => String, { description: 'Foam type: open | closed | unknown.' }) foamType!: string;
  @Field(() => [String], { description: 'Where the foam is, one or more of: loft | walls | floor | other.' }) locations!: string[];
  @Field(() => Number, { nullable: true, description: 'Area in square metres (5–2,000); null when the homeowner did not know it.' })
  areaM2?: number | null;
  @Field(() => String, { description: 'How easy the foam is to reach: easy | moderate | difficult.' }) access!: string;
  @Field(() => String, { description: 'How soon: emergency | asap | 1-3months | planning.' }) urgency!: string;
  @Field(() => String, { description: 'Why the foam must go: selling | mortgage | health | damp | renovation | other.' }) reason!: string;
  @Field(() => [String], { description: 'Extra work asked for, any of: timber_treatment | membrane | reinsulation | inspection_report.' })
  extras!: string[];
  @Field(() => String, { description: 'The homeowner’s notes (at most 2,000 characters); empty when none.' }) notes!: string;
}

@ObjectType({ description: 'The estimated cost of the removal, in pence before VAT, as the calculator works it out.' })
export class EstimateRange {
  @Field(() => Int, { description: 'Lower end, in pence (100 = £1).' }) lowPence!: number;
  @Field(() => Int, { description: 'Upper end, in pence.' }) highPence!: number;
}

@ObjectType({ description: 'A homeowner’s quote request as removal companies can buy it: the administrators’ full view.' })
export class Lead {
  @Field(() => ID, { description: 'Document id of the lead.' }) id!: string;
  @Field(() => String, { description: 'Human reference the homeowner was given, e.g. SFR-000123.' }) ref!: string;
  @Field(() => String, { nullable: true, description: 'Id of the removal request the lead was made from; null for leads made by hand.' })
  requestId?: string | null;
  @Access('ADMIN')
  @Field(() => Homeowner, { description: 'Name, e-mail and phone of the homeowner.' })
  homeowner!: Homeowner;
  @Field(() => PropertyDetails, { description: 'The property, with its full postcode.' }) property!: PropertyDetails;
  @Field(() => JobDetails, { description: 'The job, with the homeowner’s notes.' }) job!: JobDetails;
  @Field(() => EstimateRange, { description: 'The estimate the homeowner was shown.' }) estimate!: EstimateRange;
  @Field(() => LeadStatus, { description: 'Where the lead is in the marketplace.' }) status!: LeadStatus;
  @Field(() => Int, { description: 'Price of one place, in pence before VAT.' }) pricePence!: number;
  @Field(() => Int, { description: 'VAT on the price, in pence (20%).' }) vatPence!: number;
  @Field(() => Int, { description: 'How many companies may buy it: 3 for a shared lead, 1 for an exclusive one.' }) maxBuyers!: number;
  @Field(() => Int, { description: 'How many companies have bought it.' }) buyerCount!: number;
  @Field(() => Int, { description: 'How many times staff sent it to a company (the lead distributions).' }) distributionCount!: number;
  @Field(() => Boolean, { description: 'Sold to one company only (`maxBuyers` 1).' }) exclusive!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Id of the one company a single-company request was sent to; null for shared leads.',
  })
  targetCompanyId?: string | null;
  @Field(() => String, {
    description: 'Where the lead came from: quote_form | single_company | calculator | manual | callback | survey | inquiry.',
  })
  origin!: string;
  @Field(() => Boolean, { description: 'Put away by an administrator: archived leads are listed only with `filter.archived`.' })
  archived!: boolean;
  @Field(() => Date, { description: 'When the request arrived (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it leaves the marketplace: 30 days after createdAt.' }) expiresAt!: Date;
  @Field(() => Date, {
    description: 'When the lead last changed. Send it back with a change (`expectedUpdatedAt`): a lead changed meanwhile answers CONFLICT.',
  })
  updatedAt!: Date;
}

@ObjectType({ description: 'One time staff sent a lead to a company (the lead distributions).' })
export class LeadDistribution {
  @Field(() => ID, { description: 'Id of the company.' }) companyId!: string;
  @Field(() => String, { description: 'Its name when the lead was sent.' }) companyName!: string;
  @Field(() => Date, { description: 'When (ISO 8601, UTC).' }) sentAt!: Date;
  @Field(() => String, { description: 'Who sent it: the administrator’s e-mail address.' }) by!: string;
  @Field(() => String, { description: 'How: email.' }) channel!: string;
}

@ObjectType({ description: 'A company’s purchase of a place on a lead.' })
export class LeadPurchaseRecord {
  @Field(() => ID, { description: 'Id of the company.' }) companyId!: string;
  @Field(() => String, { description: 'Its name; empty when the company no longer exists.' }) companyName!: string;
  @Field(() => ID, { description: 'Id of the payment.' }) paymentId!: string;
  @Field(() => Date, { description: 'When it was bought.' }) at!: Date;
  @Field(() => Boolean, { description: 'The payment was refunded.' }) refunded!: boolean;
  @Field(() => String, { nullable: true, description: 'The dispute’s status (open | accepted | rejected); null without one.' })
  disputeStatus!: string | null;
}

@ObjectType({ description: 'A lead as the request details show it: the lead, its companies, its e-mails and its history.' })
export class LeadDetails {
  @Field(() => Lead, { description: 'The lead.' }) lead!: Lead;
  @Field(() => [HistoryEntry], { description: 'Its changes, oldest first (who and when).' }) history!: HistoryEntry[];
  @Field(() => [LeadDistribution], { description: 'Whom staff sent it to, newest first.' }) distributions!: LeadDistribution[];
  @Field(() => [LeadPurchaseRecord], { description: 'Who bought a place, oldest first.' }) purchases!: LeadPurchaseRecord[];
  @Field(() => [MailMessage], { description: 'E-mails about it (to the homeowner, to companies), newest first; the latest 50.' })
  mails!: MailMessage[];
}

@ObjectType({ description: 'A company the lead can be sent to: active and serving the lead’s region.' })
export class LeadDistributionCandidate {
  @Field(() => ID, { description: 'Id of the company.' }) id!: string;
  @Field(() => String, { description: 'Its name.' }) name!: string;
  @Field(() => Boolean, { description: 'Certified now.' }) certified!: boolean;
  @Field(() => Boolean, { description: 'Staff sent it this lead before.' }) sentBefore!: boolean;
  @Field(() => Boolean, { description: 'It bought a place already (it cannot be sent the lead).' }) bought!: boolean;
}

@InputType({ description: 'An e-mail from staff to the homeowner of a lead.' })
export class HomeownerMessageInput {
  @Field(() => String, { description: 'Subject, 1–150 characters; the lead’s reference is added to it.' }) subject!: string;
  @Field(() => String, { description: 'The message, 1–5,000 characters, plain text; blank lines separate paragraphs.' }) message!: string;
}

@InputType({ description: 'A lead and the `updatedAt` the administrator loaded it with.' })
export class LeadVersionInput {
  @Field(() => ID, { description: 'Id of the lead.' }) id!: string;
  @Field(() => Date, { nullable: true, description: 'The lead’s `updatedAt` as loaded; left out: no check.' })
  expectedUpdatedAt?: Date | null;
}

@ObjectType({ description: 'Leads, newest first, a page at a time.' })
export class LeadConnection extends Connection(Lead, { one: 'lead', many: 'leads' }) {
  @Field(() => Int, { description: totalCountDescription('leads') }) totalCount!: number;
}

export enum LeadSort {
  NEWEST = 'newest',
  OLDEST = 'oldest',
  PRICE_HIGH = 'price_high',
  PRICE_LOW = 'price_low',
}
registerEnumType(LeadSort, {
  name: 'LeadSort',
  description: 'The order of the admin leads table.',
  valuesConfig: {
    NEWEST: { description: 'Newest first (the default).' },
    OLDEST: { description: 'Oldest first.' },
    PRICE_HIGH: { description: 'Dearest first, then newest. Cannot be combined with a date range.' },
    PRICE_LOW: { description: 'Cheapest first, then newest. Cannot be combined with a date range.' },
  },
});

@InputType({ description: 'Which leads to list.' })
export class LeadFilter {
  @Field(() => LeadStatus, { nullable: true, description: 'Only leads in this status; every status when left out.' })
  status?: LeadStatus | null;
  @Field(() => Boolean, { nullable: true, description: 'True: archived leads only. False or left out: leads that are not archived.' })
  archived?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Only leads from this source (`origin`, e.g. quote_form, manual).' })
  origin?: string | null;
  @Field(() => String, { nullable: true, description: 'Only leads in this UK region, e.g. London.' })
  region?: string | null;
  @Field(() => String, { nullable: true, description: 'Only leads of this urgency: emergency | asap | 1-3months | planning.' })
  urgency?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Text to find: a whole name or one word of it, an e-mail address, a phone number, a postcode or its district, or a reference (SFR-000123 or 123).',
  })
  search?: string | null;
  @Field(() => Date, { nullable: true, description: 'Only leads created at or after this moment.' })
  createdFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only leads created before this moment.' })
  createdTo?: Date | null;
}

export enum LeadStage {
  CHECKING = 'checking',
  ON_SALE = 'on_sale',
  SOLD_OUT = 'sold_out',
  EXPIRED = 'expired',
  CLOSED = 'closed',
  HIRED = 'hired',
  JOB_DONE = 'job_done',
  REJECTED = 'rejected',
  ARCHIVED = 'archived',
}
registerEnumType(LeadStage, {
  name: 'LeadStage',
  description: 'Where a lead’s story is (common/leadStory.ts): its sale, then the hire and the job.',
  valuesConfig: {
    CHECKING: { description: 'Waiting for an administrator to check it before it goes on the marketplace.' },
    ON_SALE: { description: 'On the marketplace with places left.' },
    SOLD_OUT: { description: 'Every place is bought; nobody is marked hired yet.' },
    EXPIRED: { description: 'Left the marketplace after 30 days unsold.' },
    CLOSED: { description: 'No longer sold: the homeowner stopped further sales, or it was taken off the marketplace.' },
    HIRED: { description: 'The homeowner hired a company; the job is not done yet.' },
    JOB_DONE: { description: 'The homeowner hired a company and said the job is done.' },
    REJECTED: { description: 'Refused by an administrator.' },
    ARCHIVED: { description: 'Put away by an administrator.' },
  },
});

@ObjectType({ description: 'A company the homeowner hired, as the lead’s story tells it.' })
export class LeadStoryHire {
  @Field(() => String, { description: 'Its name; “you” on the hired company’s own view.' }) companyName!: string;
  @Field(() => Date, { description: 'When the homeowner marked it hired (ISO 8601, UTC).' }) at!: Date;
  @Field(() => Boolean, { description: 'The hire came from the homeowner accepting its quote.' }) byQuote!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Its review of the job: none | pending | published | rejected; null where the reader is not told.',
  })
  review!: string | null;
}

@ObjectType({
  description:
    'A lead’s story from one status model: its stage and why. A company is told only its own part (its own hire, never another company’s).',
})
export class LeadStory {
  @Field(() => LeadStage, { description: 'Where the lead is.' }) stage!: LeadStage;
  @Field(() => String, { description: 'The stage in words, e.g. Closed, Hired.' }) label!: string;
  @Field(() => String, { description: 'Why, e.g. “the homeowner stopped further sales on 3 Nov”.' }) reason!: string;
  @Field(() => String, { description: 'The label and the reason as one sentence, e.g. “Hired: LoftClear, job done 12 Nov, reviewed”.' })
  sentence!: string;
  @Field(() => Date, { nullable: true, description: 'When the homeowner stopped further sales; null while they have not.' })
  salesStoppedAt!: Date | null;
  @Field(() => [LeadStoryHire], { description: 'The companies the homeowner hired that the reader may know of, oldest first.' })
  hires!: LeadStoryHire[];
  @Field(() => Date, {
    nullable: true,
    description: 'When the homeowner said the job was done; null before, or where the reader is not told.',
  })
  jobDoneAt!: Date | null;
  @Field(() => Boolean, { description: 'A purchase of the lead the reader may know of is disputed (open, accepted or rejected).' })
  disputed!: boolean;
}

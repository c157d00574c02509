import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import type { VettingRecord } from '../../../common/vetting';

export enum CompanyStatus {
  ACTIVE = 'active',
  SUSPENDED = 'suspended',
}
registerEnumType(CompanyStatus, {
  name: 'CompanyStatus',
  description: 'Whether a company may act on the marketplace.',
  valuesConfig: {
    ACTIVE: { description: 'Listed, receives leads; its users may sign in.' },
    SUSPENDED: { description: 'Hidden and refused: its users get FORBIDDEN on every company call.' },
  },
});

@ObjectType({ description: 'A removal company on the marketplace, as its own users see it.' })
export class Company {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Company name, as vetted (changes go through us).' }) name!: string;
  @Field(() => String, { description: 'Slug, for /contact/single-company?company={slug}.' }) slug!: string;
  @Access('COMPANY', 'read')
  @Field(() => String, { description: 'Name of the person to contact.' })
  contactName!: string;
  @Access('COMPANY', 'read')
  @Field(() => String, { description: 'The company’s e-mail: its sign-in and where lead alerts go.' })
  email!: string;
  @Access('COMPANY', 'read')
  @Field(() => String, { description: 'Contact phone, UK national form, e.g. 07700900123.' })
  phone!: string;
  @Field(() => String, { nullable: true, description: 'Website, a full http(s) address; null when none.' }) website?: string | null;
  @Access('COMPANY', 'read')
  @Field(() => String, { description: 'Postal address; empty when not given.' })
  address!: string;
  @Field(() => String, { description: 'Postcode of the address; empty when not given.' }) postcode!: string;
  @Field(() => [String], { description: 'UK regions served, as vetted: the regions whose leads it sees.' }) regions!: string[];
  @Field(() => [String], {
    description: 'Services: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => String, {
    description:
      'The published about text, as an administrator approved it (shown on the public profile and the location pages); empty when none.',
  })
  description!: string;
  @Field(() => CompanyAboutSubmission, {
    nullable: true,
    description: 'The about text last sent for checking (see submitMyCompanyAbout) and the decision; null when none was ever sent.',
  })
  aboutSubmission?: CompanyAboutSubmission | null;
  @Field(() => String, { nullable: true, description: 'Path of its logo on this site; null when none.' }) logoPath?: string | null;
  @Field(() => CompanyStatus, { description: 'ACTIVE or SUSPENDED.' }) status!: CompanyStatus;
  @Field(() => Boolean, { description: 'Holds a certificate of this site (see certifiedUntil).' }) certified!: boolean;
  @Field(() => String, { nullable: true, description: 'Its current certificate; null when not certified.' }) certificateId?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Its current certificate’s number (checked publicly at /verify-certificate/{number}); null when not certified.',
  })
  certificateNumber?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the certificate expires; null when not certified.' })
  certifiedUntil?: Date | null;
  @Field(() => Boolean, { description: 'Whether it is e-mailed when a lead in its regions is published.' }) leadAlerts!: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether it is registered for VAT: its quotes charge VAT on each line only when it is. Null until the company says (see setMyCompanyVatRegistration); quotes are refused until then.',
  })
  vatRegistered!: boolean | null;
  @Field(() => Date, { description: 'When it joined (ISO 8601, UTC).' }) createdAt!: Date;
  /** Not exposed as stored: what an administrator checked (see the `vetting` field). */
  vettingRecord!: VettingRecord;
  /** Not exposed as stored: the users who act for it (see `team`). */
  userIds!: string[];
  /** Not exposed as stored: each user's role; a user missing here is an owner (companies from before roles). */
  userRoles!: Record<string, string>;
}

export enum CompanyRole {
  OWNER = 'owner',
  BUYER = 'buyer',
  VIEWER = 'viewer',
}
registerEnumType(CompanyRole, {
  name: 'CompanyRole',
  description: 'What a company user may do (docs/decisions/0049-company-team-roles.md); a user without a stored role is an owner.',
  valuesConfig: {
    OWNER: { description: 'Manages the team, the profile, certification and the lead preferences; buys and works leads.' },
    BUYER: { description: 'Buys leads, works and disputes them.' },
    VIEWER: { description: 'Reads everything; every company mutation answers FORBIDDEN with the reason.' },
  },
});

@ObjectType({ description: 'A user who acts for the company, as its team sees them.' })
export class TeamMember {
  @Field(() => ID, { description: 'The Firebase Auth user id.' }) uid!: string;
  @Access('COMPANY', 'read')
  @Field(() => String, { description: 'Their sign-in e-mail.' })
  email!: string;
  @Field(() => CompanyRole, { description: 'OWNER, BUYER or VIEWER.' }) role!: CompanyRole;
  @Field(() => Date, { nullable: true, description: 'When they last signed in; null when never (an invitation not yet taken up).' })
  lastSignInAt!: Date | null;
  @Field(() => Boolean, { description: 'This is the signed-in user.' }) you!: boolean;
}

export enum AboutState {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(AboutState, {
  name: 'AboutState',
  description: 'Where a company’s about text stands with the administrators (docs/decisions/0045-public-company-profiles.md).',
  valuesConfig: {
    PENDING: { description: 'Sent by the company and waiting for an administrator: not shown yet.' },
    APPROVED: { description: 'Checked by an administrator: it is the published text.' },
    REJECTED: { description: 'Not published: see reason. The last approved text stays on the profile.' },
  },
});

@ObjectType({ description: 'The about text a company last sent for checking, and what an administrator decided.' })
export class CompanyAboutSubmission {
  @Field(() => String, { description: 'The text as sent.' }) text!: string;
  @Field(() => AboutState, { description: 'PENDING, APPROVED or REJECTED.' }) state!: AboutState;
  @Field(() => Date, { description: 'When the company sent it.' }) submittedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When an administrator approved or rejected it; null while pending.' })
  reviewedAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'REJECTED: why, written for the company; else null.' }) reason?: string | null;
}

export enum VettingStateValue {
  VETTED = 'vetted',
  GRACE = 'grace',
  NOT_VETTED = 'not_vetted',
}
registerEnumType(VettingStateValue, {
  name: 'VettingState',
  description: 'Whether a company holds current vetting (docs/requirements/business-rules.md#vetting).',
  valuesConfig: {
    VETTED: { description: 'Insurance and waste carrier registration checked by an administrator and current: it may buy leads.' },
    GRACE: { description: 'Approved before vetting was required: it may buy until graceUntil while it uploads its evidence.' },
    NOT_VETTED: { description: 'Evidence missing or lapsed: it cannot buy leads (see reason).' },
  },
});

@ObjectType({ description: 'Public liability insurance as an administrator checked it from the uploaded certificate.' })
export class VettedInsurance {
  @Field(() => Int, { description: 'Cover per claim, in pence (100000000 = £1,000,000).' }) coverPence!: number;
  @Field(() => String, { description: 'The last day the policy covers (YYYY-MM-DD).' }) expiresOn!: string;
  @Field(() => String, { description: 'When it was checked (YYYY-MM-DD).' }) reviewedOn!: string;
}

@ObjectType({ description: 'Waste carrier registration as an administrator checked it from the uploaded evidence.' })
export class VettedWasteCarrier {
  @Field(() => String, { description: 'Registration number, e.g. CBDU123456.' }) registrationNumber!: string;
  @Field(() => String, { description: 'lower or upper tier.' }) tier!: string;
  @Field(() => String, { nullable: true, description: 'Upper tier: the last day of the registration (YYYY-MM-DD); lower tier: null.' })
  expiresOn?: string | null;
  @Field(() => String, { description: 'When it was checked (YYYY-MM-DD).' }) reviewedOn!: string;
}

@ObjectType({ description: 'A company’s vetting today: whether it may buy leads, and what is missing or lapsed.' })
export class CompanyVetting {
  @Field(() => VettingStateValue, { description: 'VETTED, GRACE or NOT_VETTED.' }) state!: VettingStateValue;
  @Field(() => Boolean, { description: 'Whether it may buy leads today.' }) canBuy!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it cannot buy leads and what to do; null when it can.' }) reason?: string | null;
  @Field(() => [String], { description: 'Each document missing or lapsed, in words; empty when vetted.' }) problems!: string[];
  @Field(() => String, { nullable: true, description: 'GRACE: the last day it may buy without vetting (YYYY-MM-DD); else null.' })
  graceUntil?: string | null;
  @Field(() => VettedInsurance, { nullable: true, description: 'The insurance last accepted; null when none.' })
  insurance?: VettedInsurance | null;
  @Field(() => VettedWasteCarrier, { nullable: true, description: 'The waste carrier registration last accepted; null when none.' })
  wasteCarrier?: VettedWasteCarrier | null;
}

@InputType({
  description:
    'What a company edits on its profile. Name and regions change through us; the about text is sent for checking with submitMyCompanyAbout. Mistakes: BAD_USER_INPUT with field errors.',
})
export class CompanyProfileInput {
  @Field(() => String, { description: 'Name of the person to contact, 1–100 characters.' }) contactName!: string;
  @Field(() => String, { description: 'UK phone number, e.g. 07700 900123.' }) phone!: string;
  @Field(() => String, { nullable: true, description: 'Website, http(s); empty or null removes it.' }) website?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Business address for VAT invoices, 1–200 characters; left out keeps the stored one.',
  })
  address?: string | null;
  @Field(() => String, { nullable: true, description: 'Postcode of the business address; left out keeps the stored one.' })
  postcode?: string | null;
  @Field(() => [String], {
    description: 'At least one of: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => Boolean, { description: 'E-mail the company when a lead in its regions is published.' }) leadAlerts!: boolean;
}

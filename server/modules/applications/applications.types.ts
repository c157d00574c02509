import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';

export enum ApplicationStatus {
  SUBMITTED = 'submitted',
  UNDER_REVIEW = 'under_review',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'Where a company’s application is.',
  valuesConfig: {
    SUBMITTED: { description: 'Sent, not looked at yet.' },
    UNDER_REVIEW: { description: 'An administrator is checking it.' },
    APPROVED: { description: 'Approved: the company and its sign-in exist (`companyId`).' },
    REJECTED: { description: 'Rejected; the reason was e-mailed to the applicant.' },
  },
});

export enum ReviewDecision {
  APPROVE = 'approve',
  REJECT = 'reject',
  UNDER_REVIEW = 'under_review',
}
registerEnumType(ReviewDecision, {
  name: 'ReviewDecision',
  description: 'An administrator’s decision on an application.',
  valuesConfig: {
    APPROVE: {
      description:
        'Create the company (active, not certified) and its sign-in, and e-mail a set-password link. Approving again only finishes an approval that stopped part-way.',
    },
    REJECT: { description: 'Refuse it; needs a `note`, the reason e-mailed to the applicant.' },
    UNDER_REVIEW: { description: 'Mark it as being checked.' },
  },
});

@ObjectType({
  description:
    'What the administrator who approved an application confirmed on the Companies House register (docs/requirements/business-rules.md#vetting).',
})
export class CompaniesHouseCheck {
  @Field(() => String, { description: 'The directors as the register lists them, as the administrator wrote them down.' })
  directors!: string;
  @Field(() => String, { description: 'E-mail (or uid) of the administrator who made the check.' }) checkedBy!: string;
  @Field(() => Date, { description: 'When (ISO 8601, UTC).' }) checkedAt!: Date;
}

@InputType({
  description:
    'The Companies House check an administrator confirms to approve an application: each confirmation must be true, and the directors written down.',
})
export class CompaniesHouseCheckInput {
  @Field(() => Boolean, { description: 'The company is active, and not being struck off or wound up.' }) companyActive!: boolean;
  @Field(() => Boolean, { description: 'The registered name and number match the application.' }) nameAndNumberMatch!: boolean;
  @Field(() => Boolean, { description: 'The directors on the register match the people the site deals with.' }) directorsMatch!: boolean;
  @Field(() => String, { description: 'The directors’ names as the register lists them, 3–500 characters.' }) directors!: string;
}

@ObjectType({ description: 'A removal company’s application to join the marketplace (/apply).' })
export class Application {
  @Field(() => ID, { description: 'Document id: pass it to `application` and `reviewApplication`.' }) id!: string;
  @Field(() => String, { description: 'A short reference the applicant was given, e.g. AP-3F9A2C.' }) reference!: string;
  @Field(() => String, { description: 'Company name, up to 150 characters.' }) companyName!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Name of the person to contact.' })
  contactName!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Contact e-mail, lower case; the company’s sign-in once approved.' })
  email!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Contact phone, UK national form, e.g. 07700900123.' })
  phone!: string;
  @Field(() => String, { nullable: true, description: 'Website, a full http(s) address; null when none.' }) website?: string | null;
  @Field(() => String, { description: 'Companies House number, 8 characters, e.g. 01234567 or SC123456.' }) companiesHouseNumber!: string;
  @Field(() => Int, { description: 'Whole years trading, 0–100.' }) yearsTrading!: number;
  @Field(() => [String], { description: 'UK regions served, e.g. London, South East.' }) regions!: string[];
  @Field(() => [String], {
    description: 'Services offered: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => Int, { description: 'Public liability cover, in pence (at least £1,000,000 = 100000000).' })
  publicLiabilityCoverPence!: number;
  @Field(() => [String], {
    description:
      'Accreditations: waste_carrier | trustmark | pca | chas | safecontractor | constructionline | which_trusted_trader | checkatrade.',
  })
  accreditations!: string[];
  @Field(() => String, { description: 'The applicant’s message, up to 3,000 characters; empty when none.' }) message!: string;
  @Field(() => ApplicationStatus, { description: 'Where the application is.' }) status!: ApplicationStatus;
  @Field(() => String, { nullable: true, description: 'The administrator’s note (the reason, when rejected); null when none.' })
  reviewNote?: string | null;
  @Field(() => String, { nullable: true, description: 'E-mail (or uid) of the administrator who last reviewed it.' }) reviewedBy?:
    string | null;
  @Field(() => Date, { nullable: true, description: 'When it was last reviewed (ISO 8601, UTC).' }) reviewedAt?: Date | null;
  @Field(() => ID, { nullable: true, description: 'The company created on approval; null before.' }) companyId?: string | null;
  @Field(() => CompaniesHouseCheck, { nullable: true, description: 'The Companies House check confirmed on approval; null before.' })
  companiesHouseCheck?: CompaniesHouseCheck | null;
  @Field(() => Date, { nullable: true, description: 'When the set-password e-mail of the new company account was queued.' })
  accountInvitedAt?: Date | null;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC).' }) createdAt!: Date;
}

@ObjectType({ description: 'Company applications, newest first, a page at a time.' })
export class ApplicationConnection extends Connection(Application, { one: 'application', many: 'applications' }) {
  @Field(() => Int, { description: totalCountDescription('applications') }) totalCount!: number;
}

@InputType({ description: 'The applicant’s consent.' })
export class ApplicationConsentInput {
  @Field(() => Boolean, { description: 'Must be true: the applicant accepts the terms.' }) terms!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether they agree to marketing e-mails; false when left out.' }) marketing?:
    boolean | null;
}

@InputType({
  description:
    'A removal company’s application to join (/apply). Each mistake is a BAD_USER_INPUT field error named by its path, e.g. `regions`.',
})
export class ApplicationInput {
  @Field(() => String, { description: 'Company name, 1–150 characters, no markup.' }) companyName!: string;
  @Field(() => String, { description: 'Name of the person to contact, 1–100 characters.' }) contactName!: string;
  @Field(() => String, { description: 'Contact e-mail, up to 254 characters: it becomes the company’s sign-in.' }) email!: string;
  @Field(() => String, { description: 'UK phone number, e.g. 07700 900123 or +44 20 7946 0000.' }) phone!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Website, http(s); www.example.co.uk is read as https://www.example.co.uk. Optional.',
  })
  website?: string | null;
  @Field(() => String, { description: 'Companies House number: 8 digits, or a prefix such as SC, NI, OC and 6 digits; spaces ignored.' })
  companiesHouseNumber!: string;
  @Field(() => Float, { nullable: true, description: 'Whole years trading, 0–100. Required (null is refused with a field error).' })
  yearsTrading?: number | null;
  @Field(() => [String], {
    description: 'UK regions served, at least one, e.g. ["London", "South East"] (the names of `Location.region`).',
  })
  regions!: string[];
  @Field(() => [String], {
    description: 'At least one of: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => Float, { nullable: true, description: 'Public liability cover in pounds (not pence): 1,000,000 to 20,000,000. Required.' })
  publicLiabilityCoverPounds?: number | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Any of: waste_carrier | trustmark | pca | chas | safecontractor | constructionline | which_trusted_trader | checkatrade.',
  })
  accreditations?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Anything else, up to 3,000 characters.' }) message?: string | null;
  @Field(() => ApplicationConsentInput, { description: 'Terms (required) and marketing.' }) consent!: ApplicationConsentInput;
}

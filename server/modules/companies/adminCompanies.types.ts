import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';
import { Connection, totalCountDescription } from '../../platform/graphql/connections';
import { HistoryEntry } from '../../platform/graphql/history.types';
import { CompanyAboutSubmission, CompanyStatus } from './companies.types';

@ObjectType({ description: 'A removal company as administrators see it: every stored field, with its history. Administrators only.' })
export class AdminCompany {
  @Field(() => ID, { description: 'Document id.' }) id!: string;
  @Field(() => String, { description: 'Company name, as vetted.' }) name!: string;
  @Field(() => String, { description: 'Slug, unique: the company’s address on the site and what the name search matches.' }) slug!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Name of the person to contact.' })
  contactName!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'The company’s e-mail: where lead alerts and our e-mails go.' })
  email!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'Contact phone, UK national form.' })
  phone!: string;
  @Field(() => String, { nullable: true, description: 'Website; null when none.' }) website?: string | null;
  @Access('ADMIN')
  @Field(() => String, { description: 'Postal address; empty when not given.' })
  address!: string;
  @Field(() => String, { description: 'Postcode of the address; empty when not given.' }) postcode!: string;
  @Field(() => [String], { description: 'UK regions served: the regions whose leads it sees.' }) regions!: string[];
  @Field(() => [String], { description: 'Services offered (codes of COMPANY_SERVICES).' }) services!: string[];
  @Field(() => String, { description: 'The published about text (approved, or edited here); empty when none.' }) description!: string;
  @Field(() => CompanyAboutSubmission, {
    nullable: true,
    description:
      'The about text the company last sent for checking and the decision; PENDING ones wait for approveCompanyAbout or rejectCompanyAbout.',
  })
  aboutSubmission?: CompanyAboutSubmission | null;
  @Field(() => String, { nullable: true, description: 'Path of its logo on this site; null when none.' }) logoPath?: string | null;
  @Field(() => CompanyStatus, { description: 'ACTIVE or SUSPENDED.' }) status!: CompanyStatus;
  @Field(() => Boolean, { description: 'Holds a certificate of this site (changed by the certification screens only).' })
  certified!: boolean;
  @Field(() => String, { nullable: true, description: 'Its current certificate; null when not certified.' }) certificateId?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the certificate expires; null when not certified.' })
  certifiedUntil?: Date | null;
  @Field(() => Boolean, { description: 'Whether it is e-mailed when a lead in its regions is published.' }) leadAlerts!: boolean;
  @Field(() => [ID], { description: 'The Firebase Auth users who act for it.' }) userIds!: string[];
  @Field(() => Date, { description: 'When it joined.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When it last changed: send it back as `expectedUpdatedAt`.' }) updatedAt!: Date;
  @Field(() => [HistoryEntry], { description: 'Administrators’ changes, oldest first.' }) history!: HistoryEntry[];
}

@ObjectType({ description: 'Companies in name order, a page at a time.' })
export class AdminCompanyConnection extends Connection(AdminCompany, { one: 'company', many: 'companies' }) {
  @Field(() => Int, { description: totalCountDescription('companies') }) totalCount!: number;
}

@ObjectType({ description: 'A sign-in account that acts for a company.' })
export class CompanyUser {
  @Field(() => ID, { description: 'Firebase Auth uid.' }) uid!: string;
  @Access('ADMIN')
  @Field(() => String, { description: 'The address the person signs in with.' })
  email!: string;
  @Field(() => Date, { nullable: true, description: 'When the person last signed in; null when never.' }) lastSignInAt?: Date | null;
  @Field(() => Boolean, { description: 'The account is disabled in Firebase Auth: it cannot sign in.' }) disabled!: boolean;
}

@InputType({ description: 'Which companies to list.' })
export class AdminCompanyFilter {
  @Field(() => CompanyStatus, { nullable: true, description: 'Only companies in this status; all when left out.' })
  status?: CompanyStatus | null;
  @Field(() => String, { nullable: true, description: 'Only companies serving this UK region (one of the 12); all when left out.' })
  region?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Only certified (true) or only uncertified (false) companies; all when left out.' })
  certified?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'true: only companies with an about text waiting to be checked.' })
  aboutPending?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: 'Companies whose name starts with this text (letter case, punctuation and a trailing Ltd ignored), up to 100 characters.',
  })
  search?: string | null;
}

@InputType({ description: 'What an administrator edits on a company. Mistakes: BAD_USER_INPUT with field errors; nothing is saved.' })
export class AdminCompanyInput {
  @Field(() => String, { description: 'Name of the person to contact, 1–100 characters.' }) contactName!: string;
  @Field(() => String, { description: 'The company’s e-mail address (lead alerts and our e-mails; not a sign-in).' }) email!: string;
  @Field(() => String, { description: 'UK phone number, e.g. 07700 900123.' }) phone!: string;
  @Field(() => String, { nullable: true, description: 'Website, http(s); empty or null removes it.' }) website?: string | null;
  @Field(() => String, { nullable: true, description: 'Postal address, up to 300 characters; empty removes it.' }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'UK postcode of the address; empty removes it.' }) postcode?: string | null;
  @Field(() => [String], { description: 'At least one of the 12 UK regions.' }) regions!: string[];
  @Field(() => [String], {
    description: 'At least one of: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => String, { nullable: true, description: 'Description, up to 1,500 characters.' }) description?: string | null;
  @Field(() => Boolean, { description: 'E-mail the company when a lead in its regions is published.' }) leadAlerts!: boolean;
}

import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Access } from '../../platform/graphql/access';

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
  @Access('COMPANY')
  @Field(() => String, { description: 'Name of the person to contact.' })
  contactName!: string;
  @Access('COMPANY')
  @Field(() => String, { description: 'The company’s e-mail: its sign-in and where lead alerts go.' })
  email!: string;
  @Access('COMPANY')
  @Field(() => String, { description: 'Contact phone, UK national form, e.g. 07700900123.' })
  phone!: string;
  @Field(() => String, { nullable: true, description: 'Website, a full http(s) address; null when none.' }) website?: string | null;
  @Access('COMPANY')
  @Field(() => String, { description: 'Postal address; empty when not given.' })
  address!: string;
  @Field(() => String, { description: 'Postcode of the address; empty when not given.' }) postcode!: string;
  @Field(() => [String], { description: 'UK regions served, as vetted: the regions whose leads it sees.' }) regions!: string[];
  @Field(() => [String], {
    description: 'Services: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => String, { description: 'The company’s own description, up to 1,500 characters; empty when none.' }) description!: string;
  @Field(() => String, { nullable: true, description: 'Path of its logo on this site; null when none.' }) logoPath?: string | null;
  @Field(() => CompanyStatus, { description: 'ACTIVE or SUSPENDED.' }) status!: CompanyStatus;
  @Field(() => Boolean, { description: 'Holds a certificate of this site (see certifiedUntil).' }) certified!: boolean;
  @Field(() => String, { nullable: true, description: 'Its current certificate; null when not certified.' }) certificateId?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the certificate expires; null when not certified.' })
  certifiedUntil?: Date | null;
  @Field(() => Boolean, { description: 'Whether it is e-mailed when a lead in its regions is published.' }) leadAlerts!: boolean;
  @Field(() => Date, { description: 'When it joined (ISO 8601, UTC).' }) createdAt!: Date;
}

@InputType({
  description: 'What a company edits on its profile. Name and regions change through us. Mistakes: BAD_USER_INPUT with field errors.',
})
export class CompanyProfileInput {
  @Field(() => String, { description: 'Name of the person to contact, 1–100 characters.' }) contactName!: string;
  @Field(() => String, { description: 'UK phone number, e.g. 07700 900123.' }) phone!: string;
  @Field(() => String, { nullable: true, description: 'Website, http(s); empty or null removes it.' }) website?: string | null;
  @Field(() => String, { nullable: true, description: 'Description, up to 1,500 characters.' }) description?: string | null;
  @Field(() => [String], {
    description: 'At least one of: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => Boolean, { description: 'E-mail the company when a lead in its regions is published.' }) leadAlerts!: boolean;
}

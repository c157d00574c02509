import { Field, ID, ObjectType } from 'type-graphql';
import { VettedInsurance, VettedWasteCarrier, VettingStateValue } from './companies.types';

@ObjectType({
  description:
    'What the public profile checks of a listed company: its insurance and waste carrier registration as an administrator accepted them. No documents.',
})
export class PublicCompanyVetting {
  @Field(() => VettingStateValue, { description: 'VETTED, or GRACE (approved before vetting was required; evidence due by graceUntil).' })
  state!: VettingStateValue;
  @Field(() => String, { nullable: true, description: 'GRACE: the last day it may buy leads without vetting (YYYY-MM-DD); else null.' })
  graceUntil?: string | null;
  @Field(() => VettedInsurance, { nullable: true, description: 'The public liability insurance last accepted; null when none.' })
  insurance?: VettedInsurance | null;
  @Field(() => VettedWasteCarrier, { nullable: true, description: 'The waste carrier registration last accepted; null when none.' })
  wasteCarrier?: VettedWasteCarrier | null;
}

@ObjectType({
  description:
    'A removal company’s public profile (/companies/{slug}): only companies the directory lists (active, vetting current or in its grace period). No contact details but its website. Other modules add fields (reviews).',
})
export class PublicCompany {
  @Field(() => ID, { description: 'Document id of the company (the `targetCompanyId` of a single-company request).' }) id!: string;
  @Field(() => String, { description: 'Slug: the profile is at /companies/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Company name.' }) name!: string;
  @Field(() => String, {
    description: 'What the company says about itself, as an administrator approved it; plain text with line breaks; empty when none yet.',
  })
  about!: string;
  @Field(() => [String], { description: 'UK regions served, as vetted.' }) regions!: string[];
  @Field(() => [String], {
    description: 'Services: loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial.',
  })
  services!: string[];
  @Field(() => String, { nullable: true, description: 'Its website, a full http(s) address; null when none.' }) website?: string | null;
  @Field(() => Boolean, { description: 'Holds a certificate of this site that has not run out.' }) certified!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Certified: the certificate’s number, checked publicly at /verify-certificate/{number}; else null.',
  })
  certificateNumber?: string | null;
  @Field(() => Date, { nullable: true, description: 'Certified: when the certificate runs out; else null.' }) certifiedUntil?: Date | null;
  @Field(() => PublicCompanyVetting, { description: 'What an administrator checked, with its dates.' }) vetting!: PublicCompanyVetting;
  @Field(() => Date, { description: 'When it joined this site.' }) joinedAt!: Date;
}

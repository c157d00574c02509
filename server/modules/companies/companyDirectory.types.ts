import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What the public directory shows of an active removal company: no contact details.' })
export class DirectoryCompany {
  @Field(() => ID, { description: 'Document id of the company.' }) id!: string;
  @Field(() => String, { description: 'Slug: its public profile is at /companies/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'Company name.' }) name!: string;
  @Field(() => String, { description: 'The company’s about text as an administrator approved it; empty when none.' }) description!: string;
  @Field(() => Boolean, { description: 'Holds a valid certificate of this site.' }) certified!: boolean;
  @Field(() => [String], { description: 'UK regions served, e.g. London.' }) regions!: string[];
}

@ObjectType({ description: 'The company a single-company quote request names: no contact details.' })
export class QuoteCompany {
  @Field(() => ID, { description: 'Document id of the company: the `targetCompanyId` of `submitRemovalRequest`.' }) id!: string;
  @Field(() => String, { description: 'Company name.' }) name!: string;
  @Field(() => String, { description: 'Slug, usable instead of the id in /contact/single-company?company=….' }) slug!: string;
  @Field(() => [String], { description: 'UK regions served: the property must be in one of them.' }) regions!: string[];
  @Field(() => Boolean, { description: 'False while the company is suspended: it cannot receive requests.' }) acceptingRequests!: boolean;
}

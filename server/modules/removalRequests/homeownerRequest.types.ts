import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A company that has the homeowner’s details, as the homeowner’s request page shows it.' })
export class HomeownerRequestCompany {
  @Field(() => ID, { description: 'The company id (pass it to `markHomeownerRequestCompanyHired`).' }) id!: string;
  @Field(() => String, { description: 'The company’s name.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Its public profile’s slug (/companies/{slug}) while it is listed; null when it is not (suspended, or its vetting lapsed).',
  })
  profileSlug?: string | null;
  @Field(() => Boolean, { description: 'Whether the homeowner said they hired it.' }) hired!: boolean;
  @Field(() => String, { nullable: true, description: 'The day the work is booked for (YYYY-MM-DD), when the homeowner gave it.' })
  jobDate?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The path of the page to review this company (/review?token=…), once it is hired and the job date has passed or the job is done.',
  })
  reviewPath?: string | null;
  @Field(() => String, { description: 'Its phone number, UK national form.' }) phone!: string;
  @Field(() => String, { description: 'Its e-mail address.' }) email!: string;
  @Field(() => Date, { description: 'When it bought the request (ISO 8601, UTC).' }) boughtAt!: Date;
  @Field(() => Boolean, { description: 'False once an administrator has suspended the company from the marketplace.' }) active!: boolean;
  @Field(() => Boolean, {
    description: 'Whether an administrator has checked its insurance and waste carrier registration and neither has lapsed.',
  })
  vetted!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The last day of its checked public liability insurance (YYYY-MM-DD); null when none.',
  })
  insuranceUntil?: string | null;
  @Field(() => String, { nullable: true, description: 'Its waste carrier registration number, as checked; null when none.' })
  wasteCarrierRegistration?: string | null;
  @Field(() => Date, { nullable: true, description: 'Certified until (ISO 8601, UTC); null when not certified.' })
  certifiedUntil?: Date | null;
}

@ObjectType({ description: 'The homeowner’s own view of a quote request, opened from the link in the confirmation e-mail.' })
export class HomeownerRequest {
  @Field(() => ID, { description: 'The request id.' }) id!: string;
  @Field(() => String, { description: 'The reference, e.g. SFR-000123.' }) reference!: string;
  @Field(() => Date, { description: 'When it was sent (ISO 8601, UTC).' }) createdAt!: Date;
  @Field(() => String, { description: 'The homeowner’s first name, for the greeting.' }) firstName!: string;
  @Field(() => String, { description: 'The outward code of the property’s postcode, e.g. SW1A.' }) district!: string;
  @Field(() => String, { description: 'The UK region of the property.' }) region!: string;
  @Field(() => String, { description: 'Property type: terraced | semi | detached | bungalow | flat | commercial.' }) propertyType!: string;
  @Field(() => String, { description: 'Foam type: open | closed | unknown.' }) foamType!: string;
  @Field(() => [String], { description: 'Where the foam is: loft | walls | floor | other.' }) locations!: string[];
  @Field(() => Int, { description: 'The estimate’s lower end, in pence, before VAT.' }) estimateLowPence!: number;
  @Field(() => Int, { description: 'The estimate’s upper end, in pence, before VAT.' }) estimateHighPence!: number;
  @Field(() => String, {
    description:
      'Where the request is: waiting (not offered to companies yet), open (companies can take it), full (every place taken), closed.',
  })
  stage!: string;
  @Field(() => Int, { description: 'How many companies may take the request at most (1 for a request to one chosen company).' })
  maxCompanies!: number;
  @Field(() => String, { nullable: true, description: 'The chosen company of a single-company request; null otherwise.' })
  chosenCompanyName?: string | null;
  @Field(() => [HomeownerRequestCompany], { description: 'The companies that have the homeowner’s details, first buyer first.' })
  companies!: HomeownerRequestCompany[];
  @Field(() => Boolean, { description: 'Whether the homeowner stopped further sales (the request left the marketplace).' })
  salesStopped!: boolean;
  @Field(() => Date, { nullable: true, description: 'When the homeowner said the job was done; null before.' }) jobDoneAt?: Date | null;
  @Field(() => Date, { description: 'When this link stops working (ISO 8601, UTC).' }) linkExpiresAt!: Date;
}

@ObjectType({ description: 'A new link to a homeowner’s request page.' })
export class HomeownerRequestLink {
  @Field(() => String, { description: 'The full link; give it only to the homeowner.' }) url!: string;
  @Field(() => Date, { description: 'When it stops working (ISO 8601, UTC).' }) expiresAt!: Date;
}

@InputType({ description: 'The form at /my-request that e-mails a homeowner new links to their requests.' })
export class HomeownerLinksInput {
  @Field(() => String, { description: 'The e-mail address the quote requests were sent with.' }) email!: string;
}

@ObjectType({ description: 'The answer to a request for links: the same whether or not the address is known.' })
export class HomeownerLinksReceipt {
  @Field(() => String, { description: 'What to expect, to show the person.' }) message!: string;
}

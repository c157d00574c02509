import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Who asks for quotes.' })
export class HomeownerInput {
  @Field(() => String, { description: 'Full name, 1–100 characters, no markup.' }) name!: string;
  @Field(() => String, { description: 'E-mail address for the confirmation, up to 254 characters.' }) email!: string;
  @Field(() => String, { description: 'UK phone number, e.g. 07700 900123 or +44 7700 900123.' }) phone!: string;
}

@InputType({ description: 'The property the foam is in.' })
export class PropertyInput {
  @Field(() => String, { description: 'UK postcode, e.g. SW1A 1AA (any case and spacing): it decides the region.' }) postcode!: string;
  @Field(() => String, { description: 'terraced | semi | detached | bungalow | flat | commercial.' }) type!: string;
  @Field(() => Int, { nullable: true, description: 'Bedrooms, 0–30; optional.' }) bedrooms?: number | null;
}

@InputType({ description: 'The removal job.' })
export class JobInput {
  @Field(() => String, { description: 'open | closed | unknown.' }) foamType!: string;
  @Field(() => [String], { description: 'Where the foam is, at least one of: loft | walls | floor | other.' }) locations!: string[];
  @Field(() => Number, { nullable: true, description: 'Area in square metres, 5–2,000; the property type’s usual area when left out.' })
  areaM2?: number | null;
  @Field(() => String, { description: 'How easy the foam is to reach: easy | moderate | difficult.' }) access!: string;
  @Field(() => String, { description: 'How soon: emergency | asap | 1-3months | planning (emergency leads cost companies £10 more).' })
  urgency!: string;
  @Field(() => String, { description: 'Why: selling | mortgage | health | damp | renovation | other.' }) reason!: string;
  @Field(() => [String], {
    nullable: true,
    description: 'Extra work, any of: timber_treatment | membrane | reinsulation | inspection_report.',
  })
  extras?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Notes for the companies, up to 2,000 characters.' }) notes?: string | null;
}

@InputType({ description: 'The person’s consent.' })
export class ConsentInput {
  @Field(() => Boolean, { description: 'Must be true: they accept the terms.' }) terms!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether they agree to marketing e-mails; false when left out.' }) marketing?:
    boolean | null;
}

@InputType({ description: 'A homeowner’s request for removal quotes (/contact/enhanced-quote, /contact/single-company).' })
export class RemovalRequestInput {
  @Field(() => HomeownerInput, { description: 'Who asks.' }) homeowner!: HomeownerInput;
  @Field(() => PropertyInput, { description: 'The property.' }) property!: PropertyInput;
  @Field(() => JobInput, { description: 'The job.' }) job!: JobInput;
  @Field(() => ConsentInput, { description: 'Terms (required) and marketing.' }) consent!: ConsentInput;
  @Field(() => String, {
    nullable: true,
    description: 'The form it comes from: quote (the default) or single_company. A single-company request must name targetCompanyId.',
  })
  form?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      'The one company that receives the request (an id or slug from `quoteCompany`); the lead is then exclusive, at 2.5 times the price. Required for a single-company request.',
  })
  targetCompanyId?: string | null;
}

@ObjectType({ description: 'What the homeowner is told once their request is stored.' })
export class RemovalRequestReceipt {
  @Field(() => ID, { description: 'Document id of the stored request.' }) requestId!: string;
  @Field(() => String, { description: 'The reference shown to the homeowner, e.g. SFR-000123.' }) reference!: string;
  @Field(() => Int, { description: 'Estimated cost, lower end, in pence before VAT.' }) estimateLowPence!: number;
  @Field(() => Int, { description: 'Estimated cost, upper end, in pence before VAT.' }) estimateHighPence!: number;
  @Field(() => Boolean, {
    description: 'True when this idempotency key was used already: nothing new was stored, this is the first receipt again.',
  })
  replayed!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'The homeowner’s private request page (/my-request/{id}?token=…), the link their confirmation e-mail carries, for the thank-you page to link to: answered only to the sender of the form (the holder of the idempotency key). Null when the request was kept with an earlier one of the same phone and postcode (that page is the earlier sender’s), or when its link was replaced since.',
  })
  requestPagePath?: string | null;
}

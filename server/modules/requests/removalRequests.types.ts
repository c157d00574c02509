import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class HomeownerInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
}

@InputType()
export class PropertyInput {
  @Field(() => String) postcode!: string;
  @Field(() => String, { description: 'terraced | semi | detached | bungalow | flat | commercial' }) type!: string;
  @Field(() => Int, { nullable: true }) bedrooms?: number | null;
}

@InputType()
export class JobInput {
  @Field(() => String, { description: 'open | closed | unknown' }) foamType!: string;
  @Field(() => [String], { description: 'loft | walls | floor | other' }) locations!: string[];
  @Field(() => Number, { nullable: true, description: 'Square metres; the property type default when empty' }) areaM2?: number | null;
  @Field(() => String, { description: 'easy | moderate | difficult' }) access!: string;
  @Field(() => String, { description: 'emergency | asap | 1-3months | planning' }) urgency!: string;
  @Field(() => String, { description: 'selling | mortgage | health | damp | renovation | other' }) reason!: string;
  @Field(() => [String], { nullable: true, description: 'timber_treatment | membrane | reinsulation | inspection_report' }) extras?: string[] | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class ConsentInput {
  @Field(() => Boolean) terms!: boolean;
  @Field(() => Boolean, { nullable: true }) marketing?: boolean | null;
}

@InputType()
export class RemovalRequestInput {
  @Field(() => HomeownerInput) homeowner!: HomeownerInput;
  @Field(() => PropertyInput) property!: PropertyInput;
  @Field(() => JobInput) job!: JobInput;
  @Field(() => ConsentInput) consent!: ConsentInput;
  @Field(() => String, {
    nullable: true,
    description: 'quote | single_company: the form the request comes from (default quote). A single-company request must name targetCompanyId',
  })
  form?: string | null;
  @Field(() => ID, { nullable: true, description: 'The one company that receives the request, which becomes an exclusive lead; required for a single-company request' })
  targetCompanyId?: string | null;
}

@ObjectType({ description: 'What the homeowner is told once their request is stored' })
export class RemovalRequestReceipt {
  @Field(() => ID) requestId!: string;
  @Field(() => String, { description: 'The reference shown to the homeowner, e.g. SFR-000123' }) reference!: string;
  @Field(() => Int) estimateLowPence!: number;
  @Field(() => Int) estimateHighPence!: number;
  @Field(() => Boolean, { description: 'True when this idempotency key was already used: nothing new was stored' }) replayed!: boolean;
}

import { Field, ID, InputType, ObjectType } from 'type-graphql';

@InputType()
export class EnquiryConsentInput {
  @Field(() => Boolean) terms!: boolean;
  @Field(() => Boolean, { nullable: true }) marketing?: boolean | null;
}

@InputType({ description: 'A request for a call back' })
export class CallbackInput {
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { description: 'morning | afternoon | evening | anytime' }) preferredTime!: string;
  @Field(() => EnquiryConsentInput) consent!: EnquiryConsentInput;
}

@InputType()
export class ContactInquiryInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { description: 'general | removal | mortgage | company | press | other' }) subject!: string;
  @Field(() => String) message!: string;
  @Field(() => EnquiryConsentInput) consent!: EnquiryConsentInput;
}

@InputType()
export class RicsSurveyInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) postcode!: string;
  @Field(() => String, { description: 'terraced | semi | detached | bungalow | flat | commercial' }) propertyType!: string;
  @Field(() => String, { nullable: true }) lender?: string | null;
  @Field(() => String, { description: 'level2 | level3 | spray_foam_inspection' }) surveyLevel!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) preferredDate?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => EnquiryConsentInput) consent!: EnquiryConsentInput;
}

@ObjectType({ description: 'What a person is told once their form is stored' })
export class SubmissionReceipt {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A short reference to quote, e.g. CB-3F9A2C' }) reference!: string;
  @Field(() => Boolean, { description: 'True when this idempotency key was already used: nothing new was stored' }) replayed!: boolean;
}

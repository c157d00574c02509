import { Field, InputType } from 'type-graphql';

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

/** Shared by every public form that goes through storePublicSubmission. */
export { SubmissionReceipt } from '../../platform/submissions/submission.types';

import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The sender’s consent.' })
export class EnquiryConsentInput {
  @Field(() => Boolean, { description: 'Must be true: the sender accepts the terms.' }) terms!: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether they agree to marketing e-mails; false when left out.' }) marketing?:
    boolean | null;
}

@InputType({ description: 'A request for a call back.' })
export class CallbackInput {
  @Field(() => String, { description: 'Name, 1–100 characters.' }) name!: string;
  @Field(() => String, { description: 'UK phone number to call, e.g. 07700 900123.' }) phone!: string;
  @Field(() => String, { description: 'When to call: morning | afternoon | evening | anytime.' }) preferredTime!: string;
  @Field(() => EnquiryConsentInput, { description: 'Terms (required) and marketing.' }) consent!: EnquiryConsentInput;
}

@InputType({ description: 'A message through the contact page.' })
export class ContactInquiryInput {
  @Field(() => String, { description: 'Name, 1–100 characters.' }) name!: string;
  @Field(() => String, { description: 'E-mail address for the reply, up to 254 characters.' }) email!: string;
  @Field(() => String, { nullable: true, description: 'UK phone number; optional.' }) phone?: string | null;
  @Field(() => String, { description: 'What it is about: general | removal | mortgage | company | press | other.' }) subject!: string;
  @Field(() => String, { description: 'The message, 10–5,000 characters.' }) message!: string;
  @Field(() => EnquiryConsentInput, { description: 'Terms (required) and marketing.' }) consent!: EnquiryConsentInput;
}

@InputType({ description: 'A request for a RICS survey or a specialist spray foam inspection.' })
export class RicsSurveyInput {
  @Field(() => String, { description: 'Name, 1–100 characters.' }) name!: string;
  @Field(() => String, { description: 'E-mail address, up to 254 characters.' }) email!: string;
  @Field(() => String, { description: 'UK phone number.' }) phone!: string;
  @Field(() => String, { description: 'UK postcode of the property, e.g. SW1A 1AA (any case and spacing).' }) postcode!: string;
  @Field(() => String, { description: 'terraced | semi | detached | bungalow | flat | commercial.' }) propertyType!: string;
  @Field(() => String, { nullable: true, description: 'The mortgage lender, if any, up to 100 characters.' }) lender?: string | null;
  @Field(() => String, { description: 'level2 | level3 | spray_foam_inspection.' }) surveyLevel!: string;
  @Field(() => String, { nullable: true, description: 'Preferred date, YYYY-MM-DD, today or later; optional.' }) preferredDate?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Anything else, up to 2,000 characters.' }) notes?: string | null;
  @Field(() => EnquiryConsentInput, { description: 'Terms (required) and marketing.' }) consent!: EnquiryConsentInput;
}

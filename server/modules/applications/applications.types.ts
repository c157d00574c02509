import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ApplicationStatus {
  submitted = 'submitted',
  under_review = 'under_review',
  approved = 'approved',
  rejected = 'rejected',
}
registerEnumType(ApplicationStatus, { name: 'ApplicationStatus' });

export enum ReviewDecision {
  approve = 'approve',
  reject = 'reject',
  under_review = 'under_review',
}
registerEnumType(ReviewDecision, {
  name: 'ReviewDecision',
  description: 'approve: create the company and its account; reject: needs a reason, e-mailed to the applicant; under_review: being checked',
});

@ObjectType({ description: 'A removal company asking to join' })
export class Application {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A short reference to quote, e.g. AP-3F9A2C' }) reference!: string;
  @Field(() => String) companyName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String) companiesHouseNumber!: string;
  @Field(() => Int) yearsTrading!: number;
  @Field(() => [String]) regions!: string[];
  @Field(() => [String]) services!: string[];
  @Field(() => Int) publicLiabilityCoverPence!: number;
  @Field(() => [String]) accreditations!: string[];
  @Field(() => String) message!: string;
  @Field(() => ApplicationStatus) status!: ApplicationStatus;
  @Field(() => String, { nullable: true }) reviewNote?: string | null;
  @Field(() => String, { nullable: true }) reviewedBy?: string | null;
  @Field(() => Date, { nullable: true }) reviewedAt?: Date | null;
  @Field(() => ID, { nullable: true }) companyId?: string | null;
  @Field(() => Date, { nullable: true, description: 'When the set-password e-mail of the new company account was queued' }) accountInvitedAt?: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType({ description: 'Admin: applications, newest first, with the total count of the filter' })
export class ApplicationConnection {
  @Field(() => [Application]) items!: Application[];
  @Field(() => Int) total!: number;
}

@InputType()
export class ApplicationConsentInput {
  @Field(() => Boolean) terms!: boolean;
  @Field(() => Boolean, { nullable: true }) marketing?: boolean | null;
}

@InputType({ description: 'A removal company’s application to join (/apply)' })
export class ApplicationInput {
  @Field(() => String) companyName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { nullable: true, description: 'http(s) address; optional' }) website?: string | null;
  @Field(() => String, { description: '8 characters: 8 digits, or a prefix such as SC, NI, OC and 6 digits' }) companiesHouseNumber!: string;
  @Field(() => Float, { nullable: true, description: 'Whole years, 0–100' }) yearsTrading?: number | null;
  @Field(() => [String], { description: 'UK regions served, at least one' }) regions!: string[];
  @Field(() => [String], { description: 'loft | walls | floor | timber_treatment | membrane | reinsulation | inspection | commercial' }) services!: string[];
  @Field(() => Float, { nullable: true, description: 'Public liability cover in pounds; at least 1,000,000' }) publicLiabilityCoverPounds?: number | null;
  @Field(() => [String], { nullable: true }) accreditations?: string[] | null;
  @Field(() => String, { nullable: true }) message?: string | null;
  @Field(() => ApplicationConsentInput) consent!: ApplicationConsentInput;
}

import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ApplicationStatus {
  submitted = 'submitted',
  under_review = 'under_review',
  approved = 'approved',
  rejected = 'rejected',
}
registerEnumType(ApplicationStatus, { name: 'ApplicationStatus' });

@ObjectType({ description: 'A removal company asking to join' })
export class Application {
  @Field(() => ID) id!: string;
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
  @Field(() => ID, { nullable: true }) companyId?: string | null;
  @Field(() => Date) createdAt!: Date;
}

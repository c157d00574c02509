import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum CompanyStatus {
  active = 'active',
  suspended = 'suspended',
}
registerEnumType(CompanyStatus, { name: 'CompanyStatus' });

@ObjectType({ description: 'A removal company in the marketplace' })
export class Company {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String) address!: string;
  @Field(() => String) postcode!: string;
  @Field(() => [String], { description: 'UK regions served' }) regions!: string[];
  @Field(() => [String]) services!: string[];
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) logoPath?: string | null;
  @Field(() => CompanyStatus) status!: CompanyStatus;
  @Field(() => Boolean) certified!: boolean;
  @Field(() => String, { nullable: true }) certificateId?: string | null;
  @Field(() => Date, { nullable: true }) certifiedUntil?: Date | null;
  @Field(() => Boolean) leadAlerts!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@InputType({ description: "A company's own profile: contact, services, description and lead alerts (name and regions change through us)" })
export class CompanyProfileInput {
  @Field(() => String) contactName!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String]) services!: string[];
  @Field(() => Boolean) leadAlerts!: boolean;
}

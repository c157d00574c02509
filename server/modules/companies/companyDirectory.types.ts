import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Public: what the directory shows of an active removal company (no contact details)' })
export class DirectoryCompany {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Boolean) certified!: boolean;
  @Field(() => [String], { description: 'UK regions served' }) regions!: string[];
}

@ObjectType({ description: 'Public: the company a single-company quote request names (no contact details)' })
export class QuoteCompany {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => [String], { description: 'UK regions served: a request must come from one of them' }) regions!: string[];
  @Field(() => Boolean, { description: 'False while the company is suspended: it cannot receive requests' }) acceptingRequests!: boolean;
}

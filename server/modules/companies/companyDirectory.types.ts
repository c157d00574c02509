import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Public: what the directory shows of an active removal company (no contact details)' })
export class DirectoryCompany {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Boolean) certified!: boolean;
  @Field(() => [String], { description: 'UK regions served' }) regions!: string[];
}

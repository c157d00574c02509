import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The signed-in user, as the server sees them' })
export class Me {
  @Field(() => ID)
  uid!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Boolean, { description: 'docs/requirements/access.md#admin-status: admin claim, else users.role == admin' })
  isAdmin!: boolean;

  @Field(() => String, { nullable: true, description: 'Set for company users' })
  companyId!: string | null;
}

@InputType()
export class RegisterAdminInput {
  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;

  @Field(() => String)
  registrationKey!: string;
}

@ObjectType()
export class RegisterAdminResult {
  @Field(() => ID)
  uid!: string;

  @Field(() => String)
  email!: string;
}

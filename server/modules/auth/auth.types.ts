import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The signed-in user, as the server sees them.' })
export class Me {
  @Field(() => ID, { description: 'Firebase Authentication uid.' })
  uid!: string;

  @Field(() => String, { nullable: true, description: 'The account’s e-mail address; null for an account without one.' })
  email!: string | null;

  @Field(() => Boolean, {
    description:
      'Whether the API treats this user as an administrator: the `admin` claim, else users/{uid}.role == admin (docs/requirements/access.md).',
  })
  isAdmin!: boolean;

  @Field(() => String, { nullable: true, description: 'The company a company user acts for; null for everyone else.' })
  companyId!: string | null;
}

@InputType({ description: 'A new administrator account, opened with the registration key.' })
export class RegisterAdminInput {
  @Field(() => String, { description: 'E-mail address of the new account. One in use: BAD_USER_INPUT on `email`.' })
  email!: string;

  @Field(() => String, { description: 'Password, 8–128 characters.' })
  password!: string;

  @Field(() => String, { description: 'The server’s ADMIN_REGISTRATION_KEY. A wrong key: BAD_USER_INPUT on `registrationKey`.' })
  registrationKey!: string;
}

@ObjectType({ description: 'The administrator account just created.' })
export class RegisterAdminResult {
  @Field(() => ID, { description: 'Firebase Authentication uid.' })
  uid!: string;

  @Field(() => String, { description: 'Its e-mail address.' })
  email!: string;
}

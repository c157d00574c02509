import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export enum GuestPostStatus {
  submitted = 'submitted',
  approved = 'approved',
  rejected = 'rejected',
  published = 'published',
}
registerEnumType(GuestPostStatus, { name: 'GuestPostStatus' });

export enum GuestPostDecision {
  approve = 'approve',
  reject = 'reject',
  publish = 'publish',
}
registerEnumType(GuestPostDecision, { name: 'GuestPostDecision', description: 'What an administrator decides about a guest post' });

@InputType()
export class GuestPostAuthorInput {
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Never shown publicly' }) email!: string;
  @Field(() => String, { description: 'Up to 500 characters, shown beside the published post' }) bio!: string;
  @Field(() => String, { nullable: true, description: 'An http(s) address' }) website?: string | null;
}

@InputType()
export class GuestPostConsentInput {
  @Field(() => Boolean) terms!: boolean;
  @Field(() => Boolean, { nullable: true }) marketing?: boolean | null;
}

@InputType({ description: 'A guest post sent through /guest-post' })
export class GuestPostInput {
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'Markdown, 300–20,000 characters; HTML in it is sanitised' }) bodyMarkdown!: string;
  @Field(() => GuestPostAuthorInput) author!: GuestPostAuthorInput;
  @Field(() => GuestPostConsentInput) consent!: GuestPostConsentInput;
}

@ObjectType({ description: 'The public details of a guest post’s author (never the e-mail address)' })
export class GuestPostAuthor {
  @Field(() => String) name!: string;
  @Field(() => String) bio!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
}

@ObjectType({ description: 'A published guest post' })
export class GuestPost {
  @Field(() => ID) id!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { description: 'The start of the text, for listings and meta descriptions' }) excerpt!: string;
  @Field(() => String, { description: 'Sanitised HTML rendered from the author’s Markdown' }) bodyHtml!: string;
  @Field(() => GuestPostAuthor) author!: GuestPostAuthor;
  @Field(() => Date, { nullable: true }) publishedAt?: Date | null;
}

@ObjectType({ description: 'A guest post after an administrator’s decision' })
export class GuestPostReview {
  @Field(() => ID) id!: string;
  @Field(() => String) slug!: string;
  @Field(() => GuestPostStatus) status!: GuestPostStatus;
  @Field(() => String, { nullable: true }) reviewNote?: string | null;
  @Field(() => Date, { nullable: true }) publishedAt?: Date | null;
}

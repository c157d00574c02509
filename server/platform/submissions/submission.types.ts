import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class UtmInput {
  @Field(() => String, { nullable: true }) source?: string | null;
  @Field(() => String, { nullable: true }) medium?: string | null;
  @Field(() => String, { nullable: true }) campaign?: string | null;
}

@InputType({ description: 'Where a submission came from' })
export class SubmissionSourceInput {
  @Field(() => String, { nullable: true }) pagePath?: string | null;
  @Field(() => String, { nullable: true }) referrer?: string | null;
  @Field(() => UtmInput, { nullable: true }) utm?: UtmInput | null;
}

@InputType({ description: 'Signals that tell people from scripts, sent by the site’s forms' })
export class BotCheckInput {
  @Field(() => String, { nullable: true, description: 'A hidden field people never fill in' }) honeypot?: string | null;
  @Field(() => String, { nullable: true, description: 'The `formToken` the form fetched when it appeared: the fill time is measured from it' }) formToken?: string | null;
  @Field(() => Int, { nullable: true, deprecationReason: 'Ignored: the server measures the fill time from formToken' }) fillTimeMs?: number | null;
}

@ObjectType({ description: 'When a public form appeared, signed by the server; sent back in botCheck.formToken' })
export class FormToken {
  @Field(() => String) token!: string;
  @Field(() => Int, { description: 'How long after this token a form may be sent; sooner is refused as too fast' }) minFillTimeMs!: number;
}

@ObjectType({ description: 'What a person is told once their form is stored' })
export class SubmissionReceipt {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'A short reference to quote, e.g. CB-3F9A2C' }) reference!: string;
  @Field(() => Boolean, { description: 'True when this idempotency key was already used: nothing new was stored' }) replayed!: boolean;
}

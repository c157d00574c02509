import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'The campaign that brought the visitor (the utm_* parameters of the landing page).' })
export class UtmInput {
  @Field(() => String, { nullable: true, description: 'utm_source, up to 100 characters.' }) source?: string | null;
  @Field(() => String, { nullable: true, description: 'utm_medium, up to 100 characters.' }) medium?: string | null;
  @Field(() => String, { nullable: true, description: 'utm_campaign, up to 100 characters.' }) campaign?: string | null;
}

@InputType({ description: 'Where a submission came from, kept with it for reporting.' })
export class SubmissionSourceInput {
  @Field(() => String, {
    nullable: true,
    description: 'Path of the page the form was on, e.g. /contact/enhanced-quote; up to 300 characters.',
  })
  pagePath?: string | null;
  @Field(() => String, { nullable: true, description: 'The page’s referrer, up to 500 characters.' }) referrer?: string | null;
  @Field(() => UtmInput, { nullable: true, description: 'The campaign parameters, if any.' }) utm?: UtmInput | null;
}

@InputType({ description: 'Signals that tell people from scripts, sent by the site’s forms (docs/form-tokens.md).' })
export class BotCheckInput {
  @Field(() => String, { nullable: true, description: 'A hidden field people never fill in: anything here refuses the form.' }) honeypot?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The `token` of the `formToken` query, fetched when the form appeared. The server measures the fill time from it: sent sooner than `minFillTimeMs` is refused as too fast.',
  })
  formToken?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'No longer read.',
    deprecationReason: 'Ignored: the server measures the fill time from formToken',
  })
  fillTimeMs?: number | null;
}

@ObjectType({ description: 'When a public form appeared, signed by the server; send `token` back in `botCheck.formToken`.' })
export class FormToken {
  @Field(() => String, { description: 'The signed token. It expires after a day.' }) token!: string;
  @Field(() => Int, { description: 'Milliseconds after this token was issued before a form may be sent; sooner is refused as too fast.' })
  minFillTimeMs!: number;
}

@ObjectType({ description: 'What a person is told once their form is stored.' })
export class SubmissionReceipt {
  @Field(() => ID, { description: 'Document id of the stored submission.' }) id!: string;
  @Field(() => String, { description: 'A short reference to quote, e.g. CB-3F9A2C.' }) reference!: string;
  @Field(() => Boolean, {
    description: 'True when this idempotency key was used already: nothing new was stored, this is the first receipt again.',
  })
  replayed!: boolean;
}

/** The descriptions of the arguments every public form mutation takes besides its `input`. */
export const SUBMISSION_ARGUMENTS = {
  idempotencyKey:
    'A key the client makes once per form (16–128 letters, digits, "-" or "_"): a retry with the same key answers the first receipt and stores nothing new.',
  source: 'Where the form was sent from, for reporting; optional.',
  botCheck:
    'The form token (from the `formToken` query) and the honeypot. A missing, edited or expired token: BAD_USER_INPUT with `extensions.formTokenProblem`: fetch a new token and send again.',
} as const;

/** What every public form mutation may answer besides its result. */
export const SUBMISSION_ERRORS =
  'Mistakes: BAD_USER_INPUT with `extensions.fieldErrors` [{path, message}]. Too many from one address, e-mail or phone: RATE_LIMITED (HTTP 429) with `extensions.retryAfterSeconds`.';

/** The arguments every public form mutation takes besides its `input`: one retry key, where it came from, the bot check. */
@ArgsType()
export class PublicFormArgs {
  @Field(() => String, { description: SUBMISSION_ARGUMENTS.idempotencyKey }) idempotencyKey!: string;
  @Field(() => SubmissionSourceInput, { nullable: true, description: SUBMISSION_ARGUMENTS.source }) source?: SubmissionSourceInput | null;
  @Field(() => BotCheckInput, { nullable: true, description: SUBMISSION_ARGUMENTS.botCheck }) botCheck?: BotCheckInput | null;
}

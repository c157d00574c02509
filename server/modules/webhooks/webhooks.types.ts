import { createUnionType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection } from '../../platform/graphql/connections';

/** The events an endpoint can choose, as GraphQL names them; the value is the `type` a receiver gets. */
export enum WebhookEventKind {
  LEAD_MATCHED = 'lead.matched',
  PURCHASE_COMPLETED = 'purchase.completed',
  PURCHASE_REFUNDED = 'purchase.refunded',
  QUOTE_ACCEPTED = 'quote.accepted',
  QUOTE_DECLINED = 'quote.declined',
  JOB_RECORD_CONFIRMED = 'job_record.confirmed',
  REVIEW_PUBLISHED = 'review.published',
  TEST = 'webhook.test',
}
registerEnumType(WebhookEventKind, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint receives (docs/integrations.md#webhooks); the body’s `type` is the value shown for each.',
  valuesConfig: {
    LEAD_MATCHED: { description: '`lead.matched`: a new lead on the marketplace matches the company’s regions and lead preferences.' },
    PURCHASE_COMPLETED: { description: '`purchase.completed`: the company bought a lead (paid by card or from the balance).' },
    PURCHASE_REFUNDED: { description: '`purchase.refunded`: a payment of the company was refunded.' },
    QUOTE_ACCEPTED: { description: '`quote.accepted`: the homeowner accepted one of the company’s quotes.' },
    QUOTE_DECLINED: { description: '`quote.declined`: the homeowner declined one of the company’s quotes.' },
    JOB_RECORD_CONFIRMED: { description: '`job_record.confirmed`: the homeowner confirmed a job record of the company.' },
    REVIEW_PUBLISHED: { description: '`review.published`: a review of the company was published on its profile.' },
    TEST: { description: '`webhook.test`: sent by hand from the company area (sendWebhookTestEvent); no endpoint chooses it.' },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  valuesConfig: {
    PENDING: { description: 'Waiting for its next attempt, or being sent.' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: '72 hours of retries ran out, or the endpoint was disabled or deleted.' },
  },
  description:
    'PENDING: waiting for its next attempt (or being sent); DELIVERED: the endpoint answered 2xx; FAILED: 72 hours of retries ran out, or the endpoint was disabled or deleted.',
});

@ObjectType({
  description: 'A company’s webhook endpoint (docs/integrations.md#webhooks). Its secret is shown once, when created or rolled.',
})
export class WebhookEndpoint {
  @Field(() => ID, { description: 'The endpoint’s id.' }) id!: string;
  @Field(() => String, { description: 'Where deliveries are POSTed: https:// on a public address.' }) url!: string;
  @Field(() => String, { description: 'The owner’s note of what it is for; may be empty.' }) description!: string;
  @Field(() => [WebhookEventKind], { description: 'The events it receives.' }) events!: WebhookEventKind[];
  @Field(() => Boolean, { description: 'Whether deliveries are sent to it.' }) enabled!: boolean;
  @Field(() => String, { description: 'The secret’s prefix and last four characters, to tell secrets apart; never the secret.' })
  secretHint!: string;
  @Field(() => Date, { description: 'When it was registered.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'The first failed attempt since it last answered 2xx; null while it answers.' })
  failingSince?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was disabled for failing for 72 hours; null otherwise.' })
  disabledAt?: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was disabled automatically; null otherwise.' })
  disabledReason?: string | null;
}

@ObjectType({ description: 'An endpoint with its signing secret: answered once, when it is created or its secret rolled.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint, { description: 'The endpoint as stored.' }) endpoint!: WebhookEndpoint;
  @Field(() => String, { description: 'The signing secret (`whsec_…`): keep it; it is never shown again.' }) secret!: string;
}

@InputType({ description: 'An endpoint’s settings.' })
export class WebhookEndpointInput {
  @Field(() => String, {
    description: 'https:// on a public address (the embedded trial also takes http://127.0.0.1:<port>); BAD_USER_INPUT on `url` otherwise.',
  })
  url!: string;
  @Field(() => String, { nullable: true, description: 'At most 200 characters.' }) description?: string | null;
  @Field(() => [WebhookEventKind], { description: 'At least one event; TEST cannot be chosen.' }) events!: WebhookEventKind[];
  @Field(() => Boolean, { nullable: true, description: 'Default true. Enabling it again clears its failing state.' }) enabled?:
    boolean | null;
}

@ObjectType({ description: 'One attempt of a delivery.' })
export class WebhookDeliveryAttempt {
  @Field(() => Int, { description: '1 for the first attempt.' }) attempt!: number;
  @Field(() => Date, { description: 'When the attempt started.' }) at!: Date;
  @Field(() => Int, { description: 'How long the endpoint took to answer (or to fail), in milliseconds.' }) durationMs!: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status it answered; null when it did not answer.' }) responseCode?:
    number | null;
  @Field(() => String, { nullable: true, description: 'What went wrong; null when it answered 2xx.' }) error?: string | null;
}

@ObjectType({ description: '`purchase.completed`: a lead bought by the company.' })
export class WebhookPurchaseData {
  @Field(() => ID, { description: 'The payment that bought the lead.' }) paymentId!: string;
  @Field(() => ID, { description: 'The lead bought.' }) leadId!: string;
  @Field(() => String, { description: 'The lead’s reference, as on the company’s screens and invoices.' }) reference!: string;
  @Field(() => Int, { description: 'Price before VAT, in pence.' }) amountPence!: number;
  @Field(() => Int, { description: 'VAT on the price, in pence.' }) vatPence!: number;
  @Field(() => Boolean, { description: 'Whether it was paid from the prepaid balance (otherwise by card).' }) paidFromBalance!: boolean;
}

@ObjectType({ description: '`purchase.refunded`: a payment of the company refunded.' })
export class WebhookRefundData {
  @Field(() => ID, { description: 'The payment refunded.' }) paymentId!: string;
  @Field(() => ID, { nullable: true, description: 'The lead the payment bought; null when it bought none.' }) leadId?: string | null;
  @Field(() => Int, { description: 'The payment’s price before VAT, in pence.' }) amountPence!: number;
  @Field(() => String, { description: 'Why it was refunded.' }) reason!: string;
}

@ObjectType({ description: '`lead.matched`: a new lead the company may buy (no contact details until bought).' })
export class WebhookLeadData {
  @Field(() => ID, { description: 'The lead.' }) leadId!: string;
  @Field(() => String, { description: 'The lead’s reference.' }) reference!: string;
  @Field(() => String, { description: 'The lead’s region.' }) region!: string;
  @Field(() => String, { description: 'The property’s postcode district (never the full postcode).' }) district!: string;
  @Field(() => String, { description: 'The property type, as the request form names it.' }) propertyType!: string;
  @Field(() => Int, { description: 'The lead’s price before VAT, in pence.' }) pricePence!: number;
  @Field(() => Int, { description: 'VAT on the price, in pence.' }) vatPence!: number;
}

@ObjectType({ description: '`quote.accepted` or `quote.declined`: the homeowner’s answer to a quote.' })
export class WebhookQuoteData {
  @Field(() => ID, { description: 'The quote answered.' }) quoteId!: string;
  @Field(() => ID, { description: 'The lead the quote is for.' }) leadId!: string;
  @Field(() => Int, { nullable: true, description: 'The quote’s total in pence, VAT included.' }) totalPence?: number | null;
  @Field(() => String, { nullable: true, description: 'The homeowner’s reason for declining, if given.' }) reason?: string | null;
}

@ObjectType({ description: '`job_record.confirmed`: the homeowner confirmed a job record.' })
export class WebhookJobRecordData {
  @Field(() => ID, { description: 'The job record confirmed.' }) jobRecordId!: string;
  @Field(() => ID, { description: 'The lead of the job.' }) leadId!: string;
}

@ObjectType({ description: '`review.published`: a review of the company published.' })
export class WebhookReviewData {
  @Field(() => ID, { description: 'The review published.' }) reviewId!: string;
  @Field(() => ID, { nullable: true, description: 'The lead of the job reviewed; null when the review names none.' }) leadId?:
    string | null;
  @Field(() => Int, { description: 'Overall rating, 1 to 5.' }) overall!: number;
}

@ObjectType({ description: '`webhook.test`: a test event sent by hand.' })
export class WebhookTestData {
  @Field(() => String, { description: 'A fixed text saying it is a test.' }) message!: string;
}

const DATA_TYPES = {
  'lead.matched': WebhookLeadData,
  'purchase.completed': WebhookPurchaseData,
  'purchase.refunded': WebhookRefundData,
  'quote.accepted': WebhookQuoteData,
  'quote.declined': WebhookQuoteData,
  'job_record.confirmed': WebhookJobRecordData,
  'review.published': WebhookReviewData,
  'webhook.test': WebhookTestData,
} as const;

export const WebhookEventData = createUnionType({
  name: 'WebhookEventData',
  description: 'The `data` of an event body, by its `type`.',
  types: () =>
    [
      WebhookLeadData,
      WebhookPurchaseData,
      WebhookRefundData,
      WebhookQuoteData,
      WebhookJobRecordData,
      WebhookReviewData,
      WebhookTestData,
    ] as const,
  resolveType: (value) => DATA_TYPES[(value as { __type?: keyof typeof DATA_TYPES }).__type ?? 'webhook.test'],
});

@ObjectType({
  description:
    'The JSON body POSTed to an endpoint, field for field (docs/integrations.md#webhooks): `{"id","type","createdAt","companyId","data"}`.',
})
export class WebhookEventPayload {
  @Field(() => ID, { description: 'The event id (`evt_…`), also in the SFR-Event-Id header: the same at every attempt; dedupe on it.' })
  id!: string;
  @Field(() => WebhookEventKind, { description: 'What happened.' }) type!: WebhookEventKind;
  @Field(() => Date, { description: 'When it happened.' }) createdAt!: Date;
  @Field(() => ID, { description: 'The company the event is for.' }) companyId!: string;
  @Field(() => WebhookEventData, { description: 'The event’s details, typed by `type`.' }) data!: typeof WebhookEventData;
}

@ObjectType({ description: 'One event sent to one endpoint, with each attempt (the endpoint’s delivery log).' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery’s id.' }) id!: string;
  @Field(() => ID, { description: 'The endpoint it goes to.' }) endpointId!: string;
  @Field(() => WebhookDeliveryStatus, { description: 'Where it stands.' }) status!: WebhookDeliveryStatus;
  @Field(() => Int, { description: 'Attempts started so far.' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: 'The last attempt’s HTTP status; null when none answered.' }) lastResponseCode?:
    number | null;
  @Field(() => String, { nullable: true, description: 'What went wrong at the last attempt; null when it answered 2xx or none was made.' })
  lastError?: string | null;
  @Field(() => Date, { description: 'When the event was fanned out to this endpoint.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it is next tried; null unless PENDING.' }) nextAttemptAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'When an attempt got a 2xx answer; null until then.' }) deliveredAt?: Date | null;
  @Field(() => [WebhookDeliveryAttempt], { description: 'Its attempts, oldest first (the last 100).' }) log!: WebhookDeliveryAttempt[];
  @Field(() => WebhookEventPayload, { nullable: true, description: 'What was sent; null if the event was erased.' })
  payload?: WebhookEventPayload | null;
}

@ObjectType({ description: 'An endpoint’s delivery log, newest first, a page at a time.' })
export class WebhookDeliveryConnection extends Connection(WebhookDelivery, { one: 'delivery', many: 'deliveries' }) {}

/**
 * The events a company's webhook endpoints can receive (docs/integrations.md#webhooks) and the `data` each carries.
 * The names are the `type` of the JSON body a receiver gets; the GraphQL schema types them as `WebhookEventPayload`.
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.matched',
  'purchase.completed',
  'purchase.refunded',
  'quote.accepted',
  'quote.declined',
  'job_record.confirmed',
  'review.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by hand from the company area to check an endpoint; no endpoint chooses it, every enabled one may get it. */
export const TEST_EVENT = 'webhook.test' as const;
export type AnyWebhookEventType = WebhookEventType | typeof TEST_EVENT;

export interface WebhookEventData {
  'lead.matched': {
    leadId: string;
    reference: string;
    region: string;
    district: string;
    propertyType: string;
    pricePence: number;
    vatPence: number;
  };
  'purchase.completed': {
    paymentId: string;
    leadId: string;
    reference: string;
    amountPence: number;
    vatPence: number;
    paidFromBalance: boolean;
  };
  'purchase.refunded': { paymentId: string; leadId: string | null; amountPence: number; reason: string };
  'quote.accepted': { quoteId: string; leadId: string; totalPence: number | null; reason: string | null };
  'quote.declined': { quoteId: string; leadId: string; totalPence: number | null; reason: string | null };
  'job_record.confirmed': { jobRecordId: string; leadId: string };
  'review.published': { reviewId: string; leadId: string | null; overall: number };
  'webhook.test': { message: string };
}

/** What a module hands over to raise an event for one company (`raiseWebhookEvent`, in its own transaction). */
export type RaisedWebhookEvent = {
  [T in AnyWebhookEventType]: { companyId: string; type: T; data: WebhookEventData[T] };
}[AnyWebhookEventType];

import express, { Router, type Request, type Response } from 'express';
import type Stripe from 'stripe';
import { formatPounds } from '../../../common/calculator';
import type { PaymentsConfig } from '../../platform/config';
import { logger } from '../../platform/logger';
import { declareRoute } from '../../platform/auth/routeAccess';
import { html } from '../../platform/mail/html';
import { standalonePage } from '../../platform/http/standalonePage';
import { isPaymentId, readPayment, type StoredPayment } from './payments.repository';
import { cancelUrlOf, failPayment, settlePayment, successUrlOf } from './payments.service';
import { PaymentProvider, PaymentStatus } from './payments.types';
import { stripeClient } from './providers/stripeProvider';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

function notFoundPage(res: Response) {
  res
    .status(404)
    .set(NO_STORE)
    .type('html')
    .send(
      standalonePage({
        title: 'No such payment',
        body: html`<h1>No such payment</h1><p>This checkout link is not valid. Start the purchase again from your company area.</p><p><a href="/company/available-leads">Available leads</a></p>`,
      }),
    );
}

const STATUS_TEXT: Record<PaymentStatus, string> = {
  pending: 'waiting for payment',
  succeeded: 'paid',
  failed: 'declined',
  refunded: 'refunded',
};

function checkoutPage(payment: StoredPayment): string {
  const total = formatPounds(payment.amountPence + payment.vatPence);
  const summary = html`<table style="border-collapse: collapse; margin: 1rem 0">
<tr><th scope="row" style="text-align: left; padding: 0.25rem 1rem 0.25rem 0">${payment.description}</th><td>${formatPounds(payment.amountPence)}</td></tr>
<tr><th scope="row" style="text-align: left; padding: 0.25rem 1rem 0.25rem 0">VAT at 20%</th><td>${formatPounds(payment.vatPence)}</td></tr>
<tr><th scope="row" style="text-align: left; padding: 0.25rem 1rem 0.25rem 0">Total</th><td><strong>${total}</strong></td></tr>
</table>`;
  if (payment.status !== PaymentStatus.PENDING) {
    const next = payment.status === PaymentStatus.FAILED ? cancelUrlOf(payment) : successUrlOf(payment);
    return standalonePage({
      title: 'Test payment',
      body: html`<h1>This test payment is ${STATUS_TEXT[payment.status]}</h1>${summary}<p><a href="${next}">Continue</a></p>`,
    });
  }
  return standalonePage({
    title: 'Test payment',
    body: html`<p role="note" style="background: #fff4ce; border: 2px solid #b88a00; padding: 0.75rem 1rem; font-weight: 600">Test payment — no money moves. This server uses the built-in test checkout instead of a card payment provider.</p>
<h1>Pay ${total}</h1>
${summary}
<form method="post" action="/payments/local/${payment.id}/confirm" style="display: inline"><button type="submit" style="font-size: 1.1rem; padding: 0.6rem 1.2rem">Pay ${total} (test)</button></form>
<form method="post" action="/payments/local/${payment.id}/decline" style="display: inline; margin-left: 1rem"><button type="submit" style="font-size: 1.1rem; padding: 0.6rem 1.2rem">Decline</button></form>`,
  });
}

/** The built-in test checkout of the `local` provider: a page that confirms or declines one payment. */
export function localCheckoutRoutes(): Router {
  const router = Router();
  const load = async (req: Request, res: Response) => {
    const payment = await readPayment(String(req.params.paymentId));
    if (!payment || payment.provider !== PaymentProvider.LOCAL) {
      notFoundPage(res);
      return null;
    }
    return payment;
  };
  // Whoever holds the checkout address (its payment id) of the built-in test provider.
  const holder = (handler: (req: Request, res: Response) => Promise<void>) => declareRoute('LINK_HOLDER', handler)[0];
  router.get(
    '/payments/local/:paymentId',
    holder(async (req, res) => {
      const payment = await load(req, res);
      if (payment) res.set(NO_STORE).type('html').send(checkoutPage(payment));
    }),
  );
  // Answers once the purchase is delivered (or refunded), so the page the buyer lands on is final.
  router.post(
    '/payments/local/:paymentId/confirm',
    holder(async (req, res) => {
      const payment = await load(req, res);
      if (!payment) return;
      if (payment.status === PaymentStatus.FAILED) return void res.redirect(303, cancelUrlOf(payment));
      const { payment: settled } = await settlePayment(payment.id, { providerPaymentRef: `local_pi_${payment.id}` });
      res.redirect(303, successUrlOf(settled));
    }),
  );
  router.post(
    '/payments/local/:paymentId/decline',
    holder(async (req, res) => {
      const payment = await load(req, res);
      if (!payment) return;
      const failed = await failPayment(payment.id, 'Declined on the test checkout');
      res.redirect(303, failed.status === PaymentStatus.FAILED ? cancelUrlOf(failed) : successUrlOf(failed));
    }),
  );
  return router;
}

const paymentIdOf = (session: Stripe.Checkout.Session) => session.metadata?.paymentId ?? session.client_reference_id ?? null;
const intentOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);

/**
 * POST /webhooks/stripe: Stripe's report of a checkout. The signature is checked against the raw body;
 * a forged or stale one answers 400 and changes nothing. A replayed event finds its payment settled and
 * does nothing again (settlePayment). An error of ours answers 500, so Stripe delivers the event again.
 */
export function stripeWebhookRoute(payments: PaymentsConfig): Router {
  const router = Router();
  const stripe = payments.provider === 'stripe' ? stripeClient(payments) : null;
  // Stripe proves itself with its signature over the body.
  router.post(
    '/webhooks/stripe',
    express.raw({ type: () => true, limit: '1mb' }),
    ...declareRoute('SECRET', async (req: Request, res: Response) => {
      if (!stripe || payments.provider !== 'stripe') return void res.status(404).json({ error: 'Stripe is not configured on this server' });
      const signature = req.get('stripe-signature');
      if (!signature) return void res.status(400).json({ error: 'Missing Stripe-Signature header' });
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(req.body as Buffer, signature, payments.webhookSecret);
      } catch (error) {
        logger.warn({ err: error }, 'refused a Stripe webhook with an invalid signature');
        return void res.status(400).json({ error: 'Invalid signature' });
      }
      if (!event.type.startsWith('checkout.session.')) return void res.json({ received: true, ignored: event.type });
      const session = event.data.object as Stripe.Checkout.Session;
      const paymentId = paymentIdOf(session);
      if (!isPaymentId(paymentId) || !(await readPayment(paymentId))) {
        logger.warn({ eventId: event.id, paymentId }, 'a Stripe checkout event names no payment of ours');
        return void res.json({ received: true, ignored: 'unknown payment' });
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          // A completed session can still be waiting for a bank payment: that one settles on async_payment_succeeded.
          if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
            return void res.json({ received: true, waiting: true });
          const { payment, replayed } = await settlePayment(paymentId, { providerPaymentRef: intentOf(session) });
          return void res.json({ received: true, status: payment.status, replayed });
        }
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired': {
          const payment = await failPayment(
            paymentId,
            event.type === 'checkout.session.expired' ? 'The checkout expired before payment' : 'The bank payment failed',
          );
          return void res.json({ received: true, status: payment.status });
        }
        default:
          return void res.json({ received: true, ignored: event.type });
      }
    }),
  );
  return router;
}

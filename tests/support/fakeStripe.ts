import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's SDK sends it: keys like `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  /** Pass as STRIPE_API_URL. */
  url: string;
  calls: StripeCall[];
  /** 'down' answers every request with a 503 Stripe error, as during an outage. */
  mode: 'up' | 'down';
  close(): Promise<void>;
}

/**
 * A local stand-in for the two Stripe API endpoints the server uses — Checkout Sessions and Refunds —
 * answering in Stripe's wire format (form-encoded requests, JSON objects and error envelopes, idempotent
 * replays of a request with the same Idempotency-Key), so the real `stripe` SDK talks to it unchanged.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const calls: StripeCall[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let sequence = 0;
  const state: FakeStripe = { url: '', calls, mode: 'up', close: async () => undefined };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '').split('?')[0];
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      calls.push({ method: req.method ?? '', path, form, authorization: req.headers.authorization, idempotencyKey });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_fake_${++sequence}` });
        res.end(JSON.stringify(body));
      };
      if (state.mode === 'down')
        return send(503, { error: { type: 'api_error', message: 'Stripe is temporarily unavailable (fake outage)' } });
      if (!/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? '')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const replayKey = idempotencyKey ? `${req.method} ${path} ${idempotencyKey}` : null;
      if (replayKey && replays.has(replayKey)) {
        const replay = replays.get(replayKey)!;
        return send(replay.status, replay.body);
      }
      const answer = route(req.method ?? '', path, form, ++sequence);
      if (replayKey) replays.set(replayKey, answer);
      send(answer.status, answer.body);
    });
  });

  function route(method: string, path: string, form: Record<string, string>, n: number): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      );
      let amountTotal = 0;
      for (let i = 0; form[`line_items[${i}][quantity]`]; i++) {
        amountTotal += Number(form[`line_items[${i}][price_data][unit_amount]`]) * Number(form[`line_items[${i}][quantity]`]);
      }
      const id = `cs_test_fake${n}`;
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          mode: form.mode,
          status: 'open',
          payment_status: 'unpaid',
          currency: 'gbp',
          amount_total: amountTotal,
          client_reference_id: form.client_reference_id ?? null,
          metadata,
          payment_intent: null,
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      if (!form.payment_intent)
        return {
          status: 400,
          body: { error: { type: 'invalid_request_error', message: 'Missing required param: payment_intent.', param: 'payment_intent' } },
        };
      return {
        status: 200,
        body: { id: `re_fake${n}`, object: 'refund', status: 'succeeded', payment_intent: form.payment_intent, currency: 'gbp' },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}

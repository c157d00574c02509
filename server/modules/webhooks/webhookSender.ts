import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isIpLiteral, refusedAddressReason } from '../../platform/http/addressPolicy';
import { EVENT_ID_HEADER, EVENT_TYPE_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhookSigning';
import { isLocalTrial, parseTarget, WebhookTargetRefused } from './webhookTarget';
import type { StoredWebhookEvent } from './webhooks.repository';

/** How much of an answer is read (and dropped): receivers answer with a status, not a body. */
const ANSWER_LIMIT = 64 * 1024;

/** The JSON body of an event, the same bytes at every attempt (the signature covers them). */
export function eventBody(event: Pick<StoredWebhookEvent, 'id' | 'type' | 'companyId' | 'createdAt' | 'data'>): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt.toDate().toISOString(),
    companyId: event.companyId,
    data: event.data,
  });
}

export interface SendOutcome {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
}

/**
 * One attempt: POSTs the signed body and waits at most `timeoutMs` for an answer. Only a 2xx answer counts;
 * redirects are not followed. The address is checked again here, on the address DNS returns for this very
 * connection (a `lookup` on the request), so a name that now resolves to a private address is refused.
 */
export function sendWebhook(
  target: string,
  event: StoredWebhookEvent,
  secret: string,
  options: { timeoutMs: number; allowLocalHttp: boolean; attempt: number },
): Promise<SendOutcome> {
  return new Promise<SendOutcome>((resolve) => {
    let url: URL;
    try {
      url = parseTarget(target, options.allowLocalHttp);
    } catch (error) {
      return resolve({ ok: false, responseCode: null, error: (error as Error).message });
    }
    const local = isLocalTrial(url, options.allowLocalHttp);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (!local && isIpLiteral(host) && refusedAddressReason(host)) {
      return resolve({ ok: false, responseCode: null, error: `${host} is not a public address` });
    }
    const body = eventBody(event);
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        agent: false,
        lookup: local ? undefined : guardedLookup(host, (message) => new WebhookTargetRefused(message)),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'SprayFoamRemovalUK-Webhooks/1.0',
          [EVENT_ID_HEADER]: event.id,
          [EVENT_TYPE_HEADER]: event.type,
          'SFR-Delivery-Attempt': String(options.attempt),
          // Real time, not a test's moved clock: receivers compare it with theirs.
          [SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > ANSWER_LIMIT) response.destroy();
        });
        const done = () =>
          finish(
            status >= 200 && status < 300
              ? { ok: true, responseCode: status, error: null }
              : { ok: false, responseCode: status, error: `HTTP ${status}` },
          );
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, responseCode: null, error: `No answer within ${Math.round(options.timeoutMs / 1000)} s` });
      request.destroy();
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        responseCode: null,
        error: error instanceof WebhookTargetRefused ? error.message : `${error.code ?? 'ERROR'}: ${error.message}`,
      }),
    );
    request.end(body);
  });
}

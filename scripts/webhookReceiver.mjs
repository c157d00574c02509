#!/usr/bin/env node
// A small webhook receiver for trying the site's webhooks locally (docs/integrations.md#trying-it-locally):
//   node scripts/webhookReceiver.mjs --port 4000 --secret whsec_…
// It verifies each delivery's SFR-Signature with node:crypto only (the code of docs/integrations.md#verifying-a-signature),
// refuses a bad or replayed one with 400, answers 200 to the rest and ignores an event id it has already seen.
import crypto from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';

export function verifySfrSignature(rawBody, header, secret, toleranceSeconds = 300, nowMs = Date.now()) {
  const parts = Object.fromEntries(
    String(header)
      .split(',')
      .map((part) => part.split('=', 2)),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(nowMs / 1000 - t) > toleranceSeconds) return false; // too old (or from the future): a replay
  const expected = crypto.createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return crypto.timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4000' }, secret: { type: 'string', default: process.env.SFR_WEBHOOK_SECRET ?? '' } },
});
const seen = new Set();

const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const raw = Buffer.concat(chunks).toString('utf8');
    const id = req.headers['sfr-event-id'];
    const verified = values.secret ? verifySfrSignature(raw, req.headers['sfr-signature'], values.secret) : null;
    if (verified === false) {
      console.log(`refused ${id}: bad signature or outside the 5-minute tolerance`);
      res.writeHead(400).end('bad signature');
      return;
    }
    const again = seen.has(id);
    seen.add(id);
    console.log(`${verified ? 'verified' : 'UNVERIFIED (no --secret)'} ${again ? 'duplicate ' : ''}${req.headers['sfr-event-type']} ${id}`);
    if (!again) console.log(JSON.stringify(JSON.parse(raw), null, 2));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
});
server.listen(Number(values.port), '127.0.0.1', () => console.log(`Receiving webhooks on http://127.0.0.1:${values.port}/`));

import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  eventId: string;
  type: string;
  signature: string;
  attempt: number;
  body: string;
  /** The status the receiver answered; null when it never answered (its socket closed first). */
  answered: number | null;
  at: number;
}

/**
 * A local webhook receiver for tests: records every delivery and answers each path as told (a status, a delay). It
 * can be stopped (connections cut, the port closed, so deliveries are refused) and started again on the same port.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const behaviour = new Map<string, { status: number; delayMs: number }>();
  const sockets = new Set<Socket>();
  let port = 0;
  let server: http.Server;

  const handler: http.RequestListener = (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const entry: ReceivedWebhook = {
        path,
        eventId: String(req.headers['sfr-event-id'] ?? ''),
        type: String(req.headers['sfr-event-type'] ?? ''),
        signature: String(req.headers['sfr-signature'] ?? ''),
        attempt: Number(req.headers['sfr-delivery-attempt'] ?? 0),
        body: Buffer.concat(chunks).toString('utf8'),
        answered: null,
        at: Date.now(),
      };
      received.push(entry);
      const { status, delayMs } = behaviour.get(path) ?? { status: 200, delayMs: 0 };
      let cut = false;
      res.on('close', () => (cut = !res.writableFinished));
      const answer = () => {
        // The sender gave up (its timeout) or died: nothing was answered.
        if (cut || res.destroyed || req.socket.destroyed) return;
        entry.answered = status;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      };
      if (delayMs) setTimeout(answer, delayMs).unref();
      else answer();
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = http.createServer(handler);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();

  return {
    received,
    get port() {
      return port;
    },
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** How `path` answers from now on. */
    answer(path: string, status: number, delayMs = 0) {
      behaviour.set(path, { status, delayMs });
    },
    /** Deliveries to `path` it answered 2xx, by event id. */
    answeredOk(path: string) {
      return received.filter((r) => r.path === path && r.answered !== null && r.answered < 300);
    },
    /** Stops listening and cuts every open connection: deliveries are refused until `start`. */
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
    start: listen,
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

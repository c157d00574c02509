import net from 'node:net';
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * A small SMTP server for tests (the `smtp-server` package is not a dependency). It speaks enough of
 * RFC 5321 for nodemailer: 220 greeting, EHLO/HELO, MAIL, RCPT, DATA with dot-unstuffing, RSET, NOOP,
 * QUIT. Its mode decides how it answers MAIL FROM: `accept`; `tempfail` (451, try again later);
 * `reject` (550, permanent); or `hang`, which accepts connections and never greets.
 */
export type SmtpMode = 'accept' | 'tempfail' | 'reject' | 'hang';

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The raw message as received (headers and body). */
  data: string;
  /** Header values by lower-case name, unfolded and decoded. */
  headers: Record<string, string>;
  /** The body with quoted-printable soft line breaks joined, so long lines can be searched. */
  body: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mode: SmtpMode;
  messages: ReceivedMessage[];
  /** Connections accepted so far. */
  connections: number;
  /** Refusals sent (4xx and 5xx answers to MAIL FROM). */
  refusals: number;
  /** Drops every open connection, e.g. the ones held in `hang` mode. */
  dropConnections(): void;
  close(): Promise<void>;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function parse(from: string, to: string[], data: string): ReceivedMessage {
  const split = data.indexOf('\r\n\r\n');
  const head = (split >= 0 ? data.slice(0, split) : data).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  const body = (split >= 0 ? data.slice(split + 4) : '').replace(/=\r\n/g, '');
  return { from, to, data, headers, body };
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const sockets = new Set<net.Socket>();
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    mode: 'accept',
    messages: [],
    connections: 0,
    refusals: 0,
    dropConnections: () => sockets.forEach((socket) => socket.destroy()),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };

  const server = net.createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (state.mode === 'hang') return;

    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    let dataLines: string[] = [];

    reply('220 test.smtp.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            state.messages.push(parse(from, to, dataLines.join('\r\n')));
            reply(`250 2.0.0 OK queued as test-${state.messages.length}`);
            from = '';
            to = [];
          } else {
            dataLines.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-test.smtp.local greets you\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 test.smtp.local');
        else if (verb === 'MAIL') {
          if (state.mode === 'tempfail') {
            state.refusals += 1;
            reply('451 4.3.0 Mail server temporarily unavailable, try again later');
          } else if (state.mode === 'reject') {
            state.refusals += 1;
            reply('550 5.7.1 Sender refused');
          } else {
            from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            to = [];
            reply('250 2.1.0 OK');
          }
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 OK');
        } else if (verb === 'DATA') {
          inData = true;
          dataLines = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          reply('250 2.0.0 OK');
        } else if (verb === 'NOOP') reply('250 2.0.0 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
        } else reply('502 5.5.2 Command not implemented');
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  state.port = (server.address() as net.AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}

/**
 * A message as the outbox stores it (`queueMail` in server/platform/mail/outbox.ts), pending and due `now`: what a
 * test writes to `mail` for a sender to pick up. `subject` tells the delivered messages apart.
 */
export function dueMailDocument(now: Timestamp, to: string, subject: string, message = 'About your request.') {
  return {
    to,
    template: 'staff_message',
    data: { name: 'Sam', subject, message, reference: null, sentBy: 'admin@test.example' },
    status: 'pending',
    attempts: 0,
    lastError: null,
    related: [],
    createdAt: now,
    updatedAt: now,
    nextAttemptAt: now,
    claim: null,
  };
}

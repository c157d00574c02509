import type { Transporter } from 'nodemailer';
import type { RenderedMail } from './blocks';

export interface OutgoingMail extends RenderedMail {
  to: string;
}

/** What the sender needs from a transport: send one message, and say whether it really left the machine. */
export interface MailTransport {
  kind: 'smtp' | 'embedded';
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** SMTP connection limits, so a stuck server cannot hold a message past its claim's lease. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 } as const;

/**
 * nodemailer over SMTP when `smtpUrl` is set. Otherwise nodemailer's built-in JSON transport: the message
 * is composed by the real nodemailer (addresses checked, Message-ID assigned) but not sent anywhere; admins
 * read it in the outbox, rendered again from the template and its data.
 */
export function createMailTransport(options: { smtpUrl?: string; from: string }): MailTransport {
  // nodemailer is loaded with the first message, not at start (docs/decisions/0030-lean-image-and-cold-start.md).
  let transporter: Transporter | null = null;
  const open = (): Transporter => {
    const nodemailer = require('nodemailer') as typeof import('nodemailer');
    return options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }, { from: options.from })
      : nodemailer.createTransport({ jsonTransport: true }, { from: options.from });
  };
  return {
    kind: options.smtpUrl ? 'smtp' : 'embedded',
    async send(mail) {
      transporter ??= open();
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId };
    },
    close: () => transporter?.close(),
  };
}

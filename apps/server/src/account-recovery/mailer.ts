import type { Kysely } from 'kysely';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MailMessage } from './compose-mail.ts';
import { storeInOutbox } from './outbox.ts';

/** Sends the site's mail. */
export interface Mailer {
  /** Where mail goes, for the start-up log and the outbox page: never the SMTP password. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
}

export class MailNotConfiguredError extends Error {
  constructor() {
    super('No mail was sent: SMTP_URL is not set, and production keeps no outbox. Set SMTP_URL.');
    this.name = 'MailNotConfiguredError';
  }
}

/** `smtp://host:port` of an SMTP_URL, without user or password. */
const smtpTarget = (smtpUrl: string): string => {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
};

/**
 * The mailer the configuration asks for: nodemailer's SMTP transport with `SMTP_URL`; without it,
 * the development outbox (a table read at /dev/outbox), or, in production, a mailer that refuses
 * every message (the start-up log says so; a production server must not keep mail to read).
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>,
  db: Kysely<Database>,
): Mailer & { close(): void } {
  if (config.smtpUrl !== undefined) {
    const transport = createTransport(config.smtpUrl);
    return {
      description: `SMTP ${smtpTarget(config.smtpUrl)}`,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => {
        transport.close();
      },
    };
  }
  if (config.env === 'production') {
    return {
      description: 'none (SMTP_URL is not set)',
      send: () => Promise.reject(new MailNotConfiguredError()),
      close: () => undefined,
    };
  }
  return {
    description: 'the development outbox (/dev/outbox)',
    send: (message) => storeInOutbox(db, message),
    close: () => undefined,
  };
}

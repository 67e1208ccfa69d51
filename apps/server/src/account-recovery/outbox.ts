import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailMessage } from './compose-mail.ts';

/** A message as the development outbox keeps it. */
export interface OutboxEntry extends MailMessage {
  readonly id: string;
  readonly createdAt: number;
}

/** Writes a message to the outbox instead of sending it (development and tests, no SMTP_URL). */
export async function storeInOutbox(
  db: Kysely<Database>,
  message: MailMessage,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      created_at: now,
    })
    .execute();
}

/** The newest messages first, optionally only those to one address. */
export async function readOutbox(
  db: Kysely<Database>,
  options: { readonly to?: string | undefined; readonly limit: number },
): Promise<OutboxEntry[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (options.to !== undefined) query = query.where('to_address', '=', options.to.trim().toLowerCase());
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(options.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
  }));
}

import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { Config } from '../../config.ts';
import { readOutbox, type OutboxEntry } from '../../account-recovery/outbox.ts';

export interface DevOutboxOptions {
  readonly config: Pick<Config, 'env'>;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The text part with its links made clickable (escaped first; only http(s) links). */
const linkedText = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

const renderMessage = (entry: OutboxEntry): string => `<article>
<h2>${escapeHtml(entry.subject)}</h2>
<p>To <strong>${escapeHtml(entry.to)}</strong>, <time datetime="${new Date(entry.createdAt).toISOString()}">${new Date(entry.createdAt).toISOString()}</time></p>
<pre>${linkedText(entry.text)}</pre>
</article>`;

const renderPage = (entries: readonly OutboxEntry[], mail: string): string => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · Playfront (development)</title></head>
<body>
<main>
<h1>Outbox</h1>
<p>Mail the server would have sent: ${escapeHtml(mail)}. Newest first, at most 50; <code>?to=</code> picks one address, <code>/dev/outbox.json</code> answers the same as JSON. Development and tests only.</p>
${entries.length === 0 ? '<p>No mail yet.</p>' : entries.map(renderMessage).join('\n')}
</main>
</body>
</html>
`;

const QuerySchema = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });

/**
 * The development outbox (decision 053): with no SMTP_URL, the server keeps its mail in a table
 * and shows it here, so a developer (and a test) can follow a reset or verification link.
 * Never registered in production: these pages show every player's links.
 */
const devOutbox: FastifyPluginCallbackTypebox<DevOutboxOptions> = (fastify, { config }, done) => {
  if (config.env === 'production') {
    done();
    return;
  }
  // Development pages: left out of the API's OpenAPI document.
  const hide = { hide: true, querystring: QuerySchema };

  fastify.get('/dev/outbox', { schema: hide }, async (request, reply) => {
    const entries = await readOutbox(fastify.database.db, { to: request.query.to, limit: 50 });
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(entries, fastify.mailer.description));
  });

  fastify.get('/dev/outbox.json', { schema: hide }, async (request, reply) => {
    const entries = await readOutbox(fastify.database.db, { to: request.query.to, limit: 50 });
    return reply.header('cache-control', 'no-store').send(entries);
  });
  done();
};

export default devOutbox;

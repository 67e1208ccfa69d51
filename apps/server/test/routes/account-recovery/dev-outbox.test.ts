import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createMailer, MailNotConfiguredError } from '../../../src/account-recovery/mailer.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { linkFromOutbox } from '../../helpers/outbox-links.ts';

describe('given no SMTP_URL outside production', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('when a player registers, then the verification mail waits in the outbox page with its link', async () => {
    const email = `outbox-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { origin: 'http://localhost:80', 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'a long enough secret', country: 'DE', currency: 'EUR' }),
    });
    expect(registered.statusCode).toBe(201);
    const link = await linkFromOutbox(app, email, '/verify-email');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:8080\/verify-email\?token=[\w-]{43}$/);

    const page = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Confirm your e-mail address for Playfront');
    expect(page.body).toContain(`<a href="${link}">`);
  });
});

describe('given production without SMTP_URL', () => {
  it('when mail is sent, then it is refused, naming the setting, and nothing is stored', async () => {
    // No database is touched: the refusing mailer never reaches for one.
    const mailer = createMailer(
      { env: 'production', smtpUrl: undefined, mailFrom: 'a@b.example' },
      null as never,
    );
    await expect(mailer.send({ to: 'p@example.com', subject: 's', text: 't', html: 'h' })).rejects.toThrow(
      MailNotConfiguredError,
    );
    expect(mailer.description).toContain('SMTP_URL is not set');
  });
});

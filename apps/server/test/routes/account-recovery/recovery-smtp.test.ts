import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { linkIn } from '../../helpers/outbox-links.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../../helpers/smtp-receiver.ts';
import { cardCashout, submit } from '../payments/submit-helpers.ts';

const ORIGIN = 'http://localhost:80';
const PUBLIC_ORIGIN = 'https://play.example.com';
const PASSWORD = 'a long enough secret';
const NEW_PASSWORD = 'another quite long secret';

/**
 * Account recovery through a real SMTP server on 127.0.0.1 (smtp-server + mailparser): the server
 * sends with nodemailer to SMTP_URL, the test reads what the player would get and follows its link.
 */
describe('given account recovery mailing through SMTP', () => {
  let receiver: SmtpReceiver;
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    testApp = await buildTestApp({
      env: {
        SMTP_URL: receiver.url,
        MAIL_FROM: 'Playfront Test <no-reply@play.example.com>',
        PUBLIC_ORIGIN,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      },
    });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await receiver.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, body: unknown, options: { token?: string; language?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        ...(options.language === undefined ? {} : { 'accept-language': options.language }),
      },
      ...(options.token === undefined ? {} : { cookies: { pf_session: options.token } }),
      payload: JSON.stringify(body),
    });

  const sessionOf = (response: LightMyRequestResponse): string => {
    const cookie = response.cookies.find((c) => c.name === 'pf_session');
    if (cookie === undefined) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
    return cookie.value;
  };

  async function register(language?: string) {
    const email = `rec-${randomUUID().slice(0, 8)}@example.com`;
    const body = { email, password: PASSWORD, country: 'DE', currency: 'EUR', firstName: 'Ada' };
    const response = await post('/api/v1/auth/register', body, language === undefined ? {} : { language });
    expect(response.statusCode).toBe(201);
    return { email, token: sessionOf(response) };
  }

  const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

  async function resetLink(email: string, language?: string): Promise<string> {
    const before = receiver.received.length;
    const asked = await post(
      '/api/v1/auth/password-reset',
      { email },
      language === undefined ? {} : { language },
    );
    expect(asked.statusCode).toBe(204);
    const mail = await receiver.waitFor(
      email,
      (received) =>
        receiver.received.indexOf(received) >= before && received.text.includes('/reset-password'),
    );
    const link = linkIn(mail.text, '/reset-password');
    if (link === undefined) throw new Error(`no reset link in: ${mail.text}`);
    return link;
  }

  const playerStatus = (token: string) =>
    app.inject({ method: 'GET', url: '/api/v1/player', cookies: { pf_session: token } });

  it('when a player resets their password from the mailed link, then every session ends and only the new password logs in', async () => {
    const { email, token } = await register();
    const second = sessionOf(await post('/api/v1/auth/login', { email, password: PASSWORD }));

    const link = await resetLink(email);
    expect(link.startsWith(`${PUBLIC_ORIGIN}/reset-password?token=`)).toBe(true);
    const mail = await receiver.waitFor(email, (received) => received.text.includes(link));
    expect(mail.from).toContain('no-reply@play.example.com');
    expect(mail.subject).toBe('Reset your Playfront password');
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'));
    expect(mail.text).toContain('30 minutes');

    const confirmed = await post('/api/v1/auth/password-reset/confirm', {
      token: tokenOf(link),
      newPassword: NEW_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(204);

    expect((await playerStatus(token)).statusCode).toBe(401);
    expect((await playerStatus(second)).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('when a reset link is used twice, then the second use is refused in the player language', async () => {
    const { email } = await register();
    const token = tokenOf(await resetLink(email));
    const body = { token, newPassword: NEW_PASSWORD };
    expect((await post('/api/v1/auth/password-reset/confirm', body)).statusCode).toBe(204);

    const again = await post('/api/v1/auth/password-reset/confirm', body, { language: 'de' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'RECOVERY_LINK_INVALID',
      message: expect.stringContaining('Dieser Link ist nicht mehr gültig') as string,
    });
  });

  it('when an older reset link is used after a newer one was sent, then it is refused', async () => {
    const { email } = await register();
    const older = tokenOf(await resetLink(email));
    const newer = tokenOf(await resetLink(email));
    const refused = await post('/api/v1/auth/password-reset/confirm', {
      token: older,
      newPassword: NEW_PASSWORD,
    });
    expect(refused.json()).toMatchObject({ code: 'RECOVERY_LINK_INVALID' });
    const accepted = await post('/api/v1/auth/password-reset/confirm', {
      token: newer,
      newPassword: NEW_PASSWORD,
    });
    expect(accepted.statusCode).toBe(204);
  });

  it('when a reset link is followed after its 30 minutes, then it is refused and the password stays', async () => {
    const { email } = await register();
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = tokenOf(await resetLink(email));
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);

    const late = await post('/api/v1/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'RECOVERY_LINK_INVALID' });
    vi.useRealTimers();
    expect((await post('/api/v1/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('when the new password is too weak, then it is refused and the link still works', async () => {
    const { email } = await register();
    const token = tokenOf(await resetLink(email));
    const weak = await post('/api/v1/auth/password-reset/confirm', { token, newPassword: 'password123' });
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    const strong = await post('/api/v1/auth/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(strong.statusCode).toBe(204);
  });

  it('when a reset is asked for an unknown address, then the answer is the same and no mail leaves', async () => {
    const { email } = await register();
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const forUnknown = await post('/api/v1/auth/password-reset', { email: unknown });
    const forKnown = await post('/api/v1/auth/password-reset', { email });
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forUnknown.headers['content-length']).toBe(forKnown.headers['content-length']);
    // The known address's mail arrives; by then the unknown one's would have (they were asked in order).
    await receiver.waitFor(email, (mail) => mail.text.includes('/reset-password'));
    expect(receiver.received.filter((mail) => mail.to === unknown)).toEqual([]);
  });

  it('when a player follows the verification link, then the address is verified, once', async () => {
    const { email, token } = await register('de');
    const mail = await receiver.waitFor(email, (received) => received.text.includes('/verify-email'));
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse für Playfront');
    const status = () =>
      app.inject({ method: 'GET', url: '/api/v1/player/email-verification', cookies: { pf_session: token } });
    expect((await status()).json()).toEqual({ email, verified: false });

    const link = linkIn(mail.text, '/verify-email') ?? '';
    const verified = await post('/api/v1/auth/email-verification/confirm', { token: tokenOf(link) });
    expect(verified.json()).toEqual({ email, verified: true });
    expect((await status()).json()).toEqual({ email, verified: true });

    const again = await post('/api/v1/auth/email-verification/confirm', { token: tokenOf(link) });
    expect(again.json()).toMatchObject({ code: 'RECOVERY_LINK_INVALID' });
  });

  it('when an unverified player cashes out, then the refusal says so in their language, and the cashier config tells it first', async () => {
    const { email, token } = await register();
    const player = { id: '', cookies: { pf_session: token } };
    const refused = await submit(app, player, cardCashout(1000), undefined, {
      headers: { 'accept-language': 'de' },
    });
    expect(refused.json()).toMatchObject({
      ok: false,
      error: { code: 'EMAIL_NOT_VERIFIED', message: expect.stringContaining('E-Mail-Adresse') as string },
    });
    const config = () =>
      app.inject({ method: 'GET', url: '/api/v1/payments/config', cookies: { pf_session: token } });
    expect((await config()).json()).toMatchObject({ player: { emailVerified: false } });

    const mail = await receiver.waitFor(email, (received) => received.text.includes('/verify-email'));
    const link = linkIn(mail.text, '/verify-email') ?? '';
    await post('/api/v1/auth/email-verification/confirm', { token: tokenOf(link) });
    expect((await config()).json()).toMatchObject({ player: { emailVerified: true } });
  });

  it('when the player asks for a new verification link, then a new mail comes in their language, right to left in Arabic', async () => {
    const { email, token } = await register();
    await receiver.waitFor(email, (received) => received.text.includes('/verify-email'));
    const before = receiver.received.length;
    const resent = await post('/api/v1/player/email-verification', {}, { token, language: 'ar' });
    expect(resent.statusCode).toBe(204);
    const mail = await receiver.waitFor(email, (received) => receiver.received.indexOf(received) >= before);
    expect(mail.subject).toBe('أكّد عنوان بريدك الإلكتروني في Playfront');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
  });
});

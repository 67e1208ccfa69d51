import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CANCEL_CASHOUT_PATH, type SubmitResponse } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  CARD,
  cardFields,
  newKey,
  ORIGIN,
  registerPlayer,
  submit,
  submitBody,
  type TestPlayer,
} from './submit-helpers.ts';

/** Player-facing texts in the language of `Accept-Language` (docs/api/payments-submit.md, Language). */
describe('given a player whose browser asks for another language', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let player: TestPlayer;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = testApp.app;
    player = await registerPlayer(app);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function submitIn(language: string | undefined, body: unknown): Promise<SubmitResponse> {
    const response = await submit(app, player, body, newKey(), {
      headers: language === undefined ? {} : { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return response.json<SubmitResponse>();
  }

  const notifyMessage = (answer: SubmitResponse) =>
    answer.ok && answer.outcome.status === 'notify' ? answer.outcome.message : undefined;
  const errorOf = (answer: SubmitResponse) => (answer.ok ? undefined : answer.error);

  const coupon = () => submitBody('cashtocode', 'deposit', 'EUR', 3000);
  const declined = () => submitBody('credit-card', 'deposit', 'EUR', 2000, cardFields(CARD.decline));
  const badFields = () =>
    submitBody(
      'credit-card',
      'deposit',
      'EUR',
      2000,
      cardFields('4242424242424241', { expiry_date: '13/99' }),
    );
  const tooMuch = () => submitBody('credit-card', 'deposit', 'EUR', 999_999_999, cardFields(CARD.approve));

  it('should answer a notify in German', async () => {
    expect(notifyMessage(await submitIn('de-AT,de;q=0.9,en;q=0.5', coupon()))).toMatch(
      /^Dein Gutschein lautet CTC-[0-9A-F-]+\. Bezahle damit innerhalb von 72 Stunden 30,00\s€ /,
    );
  });

  it('should answer a notify in Arabic', async () => {
    expect(notifyMessage(await submitIn('ar', coupon()))).toMatch(
      /^رقم قسيمتك هو CTC-[0-9A-F-]+\..*30\.00\s€/,
    );
  });

  it('should answer English without the header, as before', async () => {
    expect(notifyMessage(await submitIn(undefined, coupon()))).toMatch(/^Your coupon is CTC-/);
    expect(notifyMessage(await submitIn('fr-FR', coupon()))).toMatch(/^Your coupon is CTC-/);
  });

  it("should word a provider's decline by its code in German and Arabic", async () => {
    expect(errorOf(await submitIn('de', declined()))).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Deine Karte wurde abgelehnt. Nutze eine andere Karte oder kontaktiere deine Bank.',
    });
    expect(errorOf(await submitIn('ar', declined()))).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'رُفضت بطاقتك. يُرجى استخدام بطاقة أخرى أو التواصل مع مصرفك.',
    });
  });

  it('should answer a refusal with its amounts in German', async () => {
    const error = errorOf(await submitIn('de', tooMuch()));
    expect(error?.code).toBe('LIMIT_EXCEEDED');
    expect(error?.message).toMatch(/^Gib einen Betrag von \d+,\d\d\s€ bis [\d.]+,\d\d\s€ ein\.$/);
  });

  // The same texts the cashier shows for the same problems (@playfront/contracts/field-rules).
  it('should answer the field messages in German and Arabic', async () => {
    expect(errorOf(await submitIn('de', badFields()))).toMatchObject({
      code: 'VALIDATE_PROFILE_ERROR',
      message: 'Einige Angaben fehlen oder sind ungültig. Bitte prüfe die markierten Felder.',
      fields: [
        { name: 'card_number', message: 'Diese Kartennummer ist ungültig.' },
        { name: 'expiry_date', message: 'Gib das Ablaufdatum als MM/JJ ein.' },
      ],
    });
    expect(errorOf(await submitIn('ar', badFields()))).toMatchObject({
      message: 'بعض البيانات ناقصة أو غير صالحة. يُرجى مراجعة الحقول المميّزة.',
      fields: [
        { name: 'card_number', message: 'رقم البطاقة هذا غير صالح.' },
        { name: 'expiry_date', message: 'أدخل تاريخ الانتهاء بصيغة MM/YY.' },
      ],
    });
  });

  it('should refuse a cancel in German', async () => {
    const response = await app.inject({
      method: 'POST',
      url: CANCEL_CASHOUT_PATH.replace(':id', '00000000-0000-4000-8000-000000000000'),
      cookies: player.cookies,
      headers: { origin: ORIGIN, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Diese Transaktion gibt es nicht.' });
  });
});

import { describe, expect, it } from 'vitest';
import { callbackContext, initiateContext } from '../../../../test/helpers/provider-context.ts';
import { CallbackRejectedError } from '../provider.ts';
import { cardScenario, createCard3dsSandbox, TEST_CARDS } from './adapter.ts';

const sandbox = createCard3dsSandbox();
const card = (number: string, extra: Record<string, string | boolean> = {}) => ({
  card_number: number,
  card_holder: 'Ada Lovelace',
  expiry_date: '12/30',
  cvv: '123',
  ...extra,
});

describe('given the card sandbox', () => {
  it.each([
    ['4242 4242 4242 4242', 'approved'],
    ['5555555555554444', 'approved'],
    ['378282246310005', 'approved'],
    ['4000000000000002', 'declined'],
    ['4000000000003220', 'challenge'],
    ['4000000000009995', 'declined'],
    ['4111111111111111', 'approved'],
  ])('should answer card %s with %s', async (number, type) => {
    const result = await sandbox.initiate(initiateContext('credit-card', { fields: card(number) }));
    expect(result.type).toBe(type);
  });

  it('should decline with the codes of the test cards', async () => {
    const declined = await sandbox.initiate(initiateContext('visa', { fields: card('4000000000000002') }));
    expect(declined).toMatchObject({ type: 'declined', code: 'CARD_DECLINED' });
    const poor = await sandbox.initiate(initiateContext('visa', { fields: card('4000000000009995') }));
    expect(poor).toMatchObject({ type: 'declined', code: 'INSUFFICIENT_FUNDS' });
    expect(Object.values(TEST_CARDS)).toEqual(
      expect.arrayContaining(['approve', 'decline', 'challenge', 'insufficient_funds']),
    );
  });

  it('should offer to save only the masked card and a token', async () => {
    const result = await sandbox.initiate(
      initiateContext('credit-card', { fields: card('4242424242424242', { save_card: true }) }),
    );
    expect(result.type === 'approved' && result.saveInstrument).toEqual({
      kind: 'card',
      display: 'Visa •••• 4242',
      details: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, holder: 'Ada Lovelace' },
      token: expect.stringMatching(/^sandbox_card_[0-9a-f-]{36}$/) as string,
    });
    expect(JSON.stringify(result)).not.toMatch(/4242424242424242|"123"/);
    const unsaved = await sandbox.initiate(
      initiateContext('credit-card', { fields: card('4242424242424242') }),
    );
    expect(unsaved.type === 'approved' && unsaved.saveInstrument).toBeUndefined();
  });

  it('should decide a saved card by its last four digits', async () => {
    const saved = (last4: string) => ({ id: 'p1', kind: 'card' as const, details: { last4 }, token: 't' });
    expect(
      (await sandbox.initiate(initiateContext('credit-card', { savedInstrument: saved('0002') }))).type,
    ).toBe('declined');
    expect(
      (await sandbox.initiate(initiateContext('credit-card', { savedInstrument: saved('4242') }))).type,
    ).toBe('approved');
    expect(cardScenario('4000 0000 0000 3220')).toBe('challenge');
  });

  it('should finish a challenge as the page decides, and only while it waits', async () => {
    const started = initiateContext('credit-card', { fields: card('4000000000003220', { save_card: true }) });
    const challenge = await sandbox.initiate(started);
    expect(challenge).toMatchObject({ type: 'challenge', path: `/sandbox/3ds/${started.transactionId}` });
    const data = challenge.data;

    const passed = await sandbox.handleCallback(
      callbackContext(started, 'action_required', data, { type: 'challenge_result', outcome: 'approve' }),
    );
    expect(passed).toMatchObject({ type: 'approved', saveInstrument: { display: 'Visa •••• 3220' } });
    const failed = await sandbox.handleCallback(
      callbackContext(started, 'action_required', data, { type: 'challenge_result', outcome: 'fail' }),
    );
    expect(failed).toMatchObject({ type: 'declined', code: 'CARD_DECLINED' });
    expect(() =>
      sandbox.handleCallback(
        callbackContext(started, 'approved', data, { type: 'challenge_result', outcome: 'approve' }),
      ),
    ).toThrow(CallbackRejectedError);
    expect(() =>
      sandbox.handleCallback(callbackContext(started, 'action_required', data, { type: 'page_decision' })),
    ).toThrow(CallbackRejectedError);
  });

  it('should take a cashout as pending and settle it by payout events', async () => {
    const started = initiateContext('credit-card', { action: 'cashout', amount: 2500 });
    expect(await sandbox.initiate(started)).toMatchObject({
      type: 'pending',
      message: 'Your withdrawal of €25.00 is being processed.',
    });
    const paid = await sandbox.handleCallback(
      callbackContext(started, 'pending', {}, { type: 'payout', outcome: 'paid' }),
    );
    expect(paid.type).toBe('approved');
    const rejected = await sandbox.handleCallback(
      callbackContext(started, 'pending', {}, { type: 'payout', outcome: 'rejected' }),
    );
    expect(rejected).toMatchObject({ type: 'declined', code: 'PAYMENT_PROCESSING_ERROR' });
  });
});

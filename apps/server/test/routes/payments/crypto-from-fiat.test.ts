import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import {
  CRYPTO_QUOTE_PATH,
  type CryptoQuote,
  type CryptoQuoteResponse,
  type GetMethodsResponse,
  type SubmitRequest,
} from '@playfront/contracts';
import { CryptoQuoteResponseSchema } from '@playfront/contracts/schemas';
import { sandboxAddress } from '../../../src/payments/providers/crypto-invoice/adapter.ts';
import { QUOTE_LIFETIME_MS } from '../../../src/payments/conversion/quote.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';
import {
  fundByCard,
  moneyState,
  notifyProvider,
  ORIGIN,
  registerPlayer,
  submitBody,
  submitOk,
  transactionRow,
  type TestPlayer,
} from './submit-helpers.ts';

/** A bitcoin address that passes the network's checksum (nobody holds its key). */
const BTC_ADDRESS = sandboxAddress('bitcoin', 'crypto-from-fiat cashout');

/** A fixed instant for the clock-bound tests, near enough to today for the sessions. */
const NOW = Math.floor(Date.now() / 60_000) * 60_000;

describe.each(['sqlite', 'postgres'] as const)('given a EUR player paying with crypto on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let cluster: PostgresCluster | undefined;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await cluster?.stop();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const quote = async (
    player: TestPlayer,
    body: { methodId: string; action: 'deposit' | 'cashout'; currency: string; amount: number },
  ): Promise<CryptoQuoteResponse> => {
    const response = await app.inject({
      method: 'POST',
      url: CRYPTO_QUOTE_PATH,
      cookies: player.cookies,
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<CryptoQuoteResponse>();
    expect(Value.Check(CryptoQuoteResponseSchema, answer)).toBe(true);
    return answer;
  };

  const quoted = async (player: TestPlayer, body: Parameters<typeof quote>[1]): Promise<CryptoQuote> => {
    const answer = await quote(player, body);
    if (!answer.ok) throw new Error(`no quote: ${JSON.stringify(answer.error)}`);
    return answer.quote;
  };

  const bitcoinDeposit = (amount: number, extra: Partial<SubmitRequest> = {}) =>
    submitBody('bitcoin', 'deposit', 'EUR', amount, {}, extra);

  it('should list single-coin methods as available in EUR, with EUR limits at the rate and the conversion fee', async () => {
    const player = await registerPlayer(app, { country: 'DE', currency: 'EUR' });
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/payments/methods?action=deposit',
      cookies: player.cookies,
    });
    const { methods } = response.json<GetMethodsResponse>();
    const bitcoin = methods.find((method) => method.id === 'bitcoin');
    // 0.0001 to 10 BTC at 58,000.00 EUR: 5.80 EUR to 580,000.00 EUR.
    expect(bitcoin).toMatchObject({
      available: true,
      limits: { currency: 'EUR', min: 580, max: 58_000_000 },
      commission: { type: 'percent', basisPoints: 100 },
    });
    // The several-coin method stays a coin-account method.
    expect(methods.find((method) => method.id === 'crypto')).toMatchObject({
      available: false,
      reason: 'currency_not_supported',
    });
  });

  it('should quote a deposit exactly: 1 % fee on top, the coins rounded up, 15 minutes', async () => {
    const player = await registerPlayer(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const answer = await quoted(player, {
      methodId: 'bitcoin',
      action: 'deposit',
      currency: 'EUR',
      amount: 5_000,
    });
    // (50.00 + 0.50) EUR / 58,000.00 = 0.000870689… BTC, rounded up to the satoshi.
    expect(answer).toMatchObject({
      methodId: 'bitcoin',
      action: 'deposit',
      currency: 'EUR',
      amount: 5_000,
      fee: 50,
      cryptoCurrency: 'BTC',
      cryptoAmount: 87_069,
      cryptoAmountDecimal: '0.00087069',
      rate: '58000.00',
      issuedAt: NOW,
      expiresAt: NOW + 15 * 60 * 1000,
    });
    expect(QUOTE_LIFETIME_MS).toBe(900_000);
  });

  it('should refuse quotes outside the EUR limits or for a method that does not convert', async () => {
    const player = await registerPlayer(app);
    const low = await quote(player, { methodId: 'bitcoin', action: 'deposit', currency: 'EUR', amount: 579 });
    expect(low).toMatchObject({ ok: false, error: { code: 'LIMIT_EXCEEDED', kind: 'params_error' } });
    const several = await quote(player, {
      methodId: 'crypto',
      action: 'deposit',
      currency: 'EUR',
      amount: 5_000,
    });
    expect(several).toMatchObject({ ok: false, error: { code: 'METHOD_UNAVAILABLE' } });
    const card = await quote(player, { methodId: 'visa', action: 'deposit', currency: 'EUR', amount: 5_000 });
    expect(card).toMatchObject({ ok: false, error: { code: 'METHOD_UNAVAILABLE' } });
  });

  it('should ask for the quoted coins and credit the quoted EUR once the chain confirms', async () => {
    const player = await registerPlayer(app);
    const offer = await quoted(player, {
      methodId: 'bitcoin',
      action: 'deposit',
      currency: 'EUR',
      amount: 5_000,
    });
    const answer = await submitOk(app, player, bitcoinDeposit(5_000, { quoteToken: offer.token }));
    expect(answer).toMatchObject({
      ok: true,
      outcome: { status: 'notify' },
      invoice: {
        currency: 'BTC',
        network: 'bitcoin',
        amount: 87_069,
        amountDecimal: '0.00087069',
        expiresAt: offer.expiresAt,
      },
    });
    const id = answer.transactionId ?? '';
    expect(await transactionRow(app, id)).toMatchObject({ currency: 'EUR', amount: 5_000, fee: 50 });

    expect((await notifyProvider(app, id, { type: 'crypto_transfer' })).statusCode).toBe(200);
    await notifyProvider(app, id, { type: 'crypto_confirmation', count: 2 });
    expect(await transactionRow(app, id)).toMatchObject({ status: 'approved' });
    expect(await moneyState(app, player.id, 'EUR')).toMatchObject({ balance: 5_000, ledgerSum: 5_000 });
    expect(await moneyState(app, player.id, 'BTC')).toMatchObject({ balance: 0 });
  });

  it("should convert a MetaMask deposit too: an ETH invoice on the method's chain for the quoted euros", async () => {
    const player = await registerPlayer(app);
    const offer = await quoted(player, {
      methodId: 'metamask',
      action: 'deposit',
      currency: 'EUR',
      amount: 29_000,
    });
    // (290.00 + 2.90) EUR / 2,900.00 = 0.101 ETH exactly, in gwei.
    expect(offer).toMatchObject({ fee: 290, cryptoCurrency: 'ETH', cryptoAmount: 101_000_000 });
    const answer = await submitOk(
      app,
      player,
      submitBody(
        'metamask',
        'deposit',
        'EUR',
        29_000,
        { metamask_wallet: '0x52908400098527886E0F7030069857D2E4169EE7' },
        { quoteToken: offer.token, client: { hasWallet: true } },
      ),
    );
    expect(answer).toMatchObject({
      ok: true,
      invoice: { currency: 'ETH', amount: 101_000_000, chainId: '0x1', expiresAt: offer.expiresAt },
    });
    const id = answer.transactionId ?? '';
    await notifyProvider(app, id, { type: 'crypto_transfer' });
    await notifyProvider(app, id, { type: 'crypto_confirmation', count: 3 });
    expect(await moneyState(app, player.id, 'EUR')).toMatchObject({ balance: 29_000, ledgerSum: 29_000 });
  });

  it('should refuse a deposit without a quote, with a changed amount, a forged token or an expired quote', async () => {
    const player = await registerPlayer(app);
    const other = await registerPlayer(app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const offer = await quoted(player, {
      methodId: 'bitcoin',
      action: 'deposit',
      currency: 'EUR',
      amount: 5_000,
    });
    const [body, signature] = offer.token.split('.');
    const forged = `${Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()), rate: '1.00' }),
    ).toString('base64url')}.${signature ?? ''}`;
    const refused = [
      bitcoinDeposit(5_000),
      bitcoinDeposit(6_000, { quoteToken: offer.token }),
      bitcoinDeposit(5_000, { quoteToken: forged }),
    ];
    for (const request of refused) {
      expect(await submitOk(app, player, request)).toMatchObject({
        ok: false,
        error: { code: 'QUOTE_EXPIRED', fields: [{ name: 'amount' }] },
      });
    }
    // Another player's quote is not theirs to use.
    expect(await submitOk(app, other, bitcoinDeposit(5_000, { quoteToken: offer.token }))).toMatchObject({
      ok: false,
      error: { code: 'QUOTE_EXPIRED' },
    });
    vi.setSystemTime(offer.expiresAt + 1);
    expect(await submitOk(app, player, bitcoinDeposit(5_000, { quoteToken: offer.token }))).toMatchObject({
      ok: false,
      error: { code: 'QUOTE_EXPIRED' },
    });
    expect(await moneyState(app, player.id, 'EUR')).toMatchObject({ balance: 0, transactions: 0 });
  });

  it('should hold a transfer seen after the quote expired, crediting nothing', async () => {
    const player = await registerPlayer(app);
    const offer = await quoted(player, {
      methodId: 'bitcoin',
      action: 'deposit',
      currency: 'EUR',
      amount: 10_000,
    });
    const answer = await submitOk(app, player, bitcoinDeposit(10_000, { quoteToken: offer.token }));
    const id = answer.transactionId ?? '';
    await notifyProvider(app, id, { type: 'crypto_transfer', seenAt: offer.expiresAt + 60_000 });
    const confirmed = await notifyProvider(app, id, { type: 'crypto_confirmation', count: 5 });
    expect(confirmed.statusCode).toBe(200);
    const row = await transactionRow(app, id);
    expect(row).toMatchObject({ status: 'pending' });
    expect(JSON.parse(row.provider_data ?? '{}')).toMatchObject({ held: true, received: offer.cryptoAmount });
    expect(await moneyState(app, player.id, 'EUR')).toMatchObject({ balance: 0, ledgerSum: 0 });
  });

  it('should cash out EUR in bitcoin: the balance debited by the EUR amount, the coins rounded down', async () => {
    const player = await registerPlayer(app);
    await app.players.setKycStatus(player.id, 'verified');
    await fundByCard(app, player, 50_000);
    const offer = await quoted(player, {
      methodId: 'bitcoin',
      action: 'cashout',
      currency: 'EUR',
      amount: 10_000,
    });
    // (100.00 - 1.00) EUR / 58,000.00 = 0.001706896… BTC, rounded down to the satoshi.
    expect(offer).toMatchObject({ fee: 100, cryptoAmount: 170_689, cryptoAmountDecimal: '0.00170689' });
    const answer = await submitOk(
      app,
      player,
      submitBody(
        'bitcoin',
        'cashout',
        'EUR',
        10_000,
        { cashout_address: BTC_ADDRESS },
        { quoteToken: offer.token },
      ),
    );
    expect(answer).toMatchObject({ ok: true, outcome: { status: 'notify' } });
    expect(await moneyState(app, player.id, 'EUR')).toMatchObject({ balance: 40_000, ledgerSum: 40_000 });
    const id = answer.transactionId ?? '';
    expect(await transactionRow(app, id)).toMatchObject({ currency: 'EUR', amount: 10_000, fee: 100 });
    await notifyProvider(app, id, { type: 'payout', outcome: 'paid' });
    expect(await transactionRow(app, id)).toMatchObject({ status: 'approved' });
    expect(await moneyState(app, player.id, 'EUR')).toMatchObject({ balance: 40_000, ledgerSum: 40_000 });
  });
});

import { DEVELOPMENT_WEBHOOK_SECRET } from '../../../src/config.ts';
import { verifyEmailThroughOutbox } from '../../helpers/outbox-links.ts';
import {
  signNotification,
  SIGNATURE_HEADER,
} from '../../../src/payments/callbacks/notification-signature.ts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  SUBMIT_PATH,
  type CurrencyCode,
  type PaymentAction,
  type SubmitRequest,
  type SubmitResponse,
} from '@playfront/contracts';
import { callbackPath } from '../../../src/payments/callbacks/callback-route.ts';
import { catalogue } from '../../../src/payments/catalogue/index.ts';

/** The origin `app.inject` requests come from (same-origin for the origin check). */
export const ORIGIN = 'http://localhost:80';

export interface TestPlayer {
  readonly id: string;
  readonly cookies: Record<string, string>;
}

let players = 0;

/** Registers a player (logged in by the answer's session cookie). */
export async function registerPlayer(
  app: FastifyInstance,
  fields: { country?: string; currency?: string } = {},
): Promise<TestPlayer> {
  players += 1;
  // Registration is rate-limited per address: each test player comes from its own.
  const remoteAddress = `10.${(players >> 16) & 255}.${(players >> 8) & 255}.${players & 255}`;
  const email = `payer-${players}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({
      email,
      password: 'a long enough secret',
      country: fields.country ?? 'DE',
      currency: fields.currency ?? 'EUR',
      firstName: 'Ada',
    }),
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'pf_session');
  if (cookie === undefined) throw new Error('no session cookie');
  // Cashouts wait for a verified address: verified as a player would, through the mail's link.
  await verifyEmailThroughOutbox(app, email, remoteAddress);
  return { id: response.json<{ id: string }>().id, cookies: { pf_session: cookie.value } };
}

/** A submit body for a catalogue method, built from its current fields version. */
export function submitBody(
  methodId: string,
  action: PaymentAction,
  currency: CurrencyCode,
  amount: number,
  fields: SubmitRequest['fields'] = {},
  extra: Partial<SubmitRequest> = {},
): SubmitRequest {
  const method = catalogue.method(methodId) ?? catalogue.conversionMethod(methodId);
  if (method === undefined) throw new Error(`no method ${methodId}`);
  return { methodId, action, currency, amount, fieldsVersion: method.fieldsVersion, fields, ...extra };
}

/**
 * A card cashout (amount only): paid back to the card of the player's approved card deposit
 * (`fundByCard`), as the closed loop requires (docs/decisions/018-closed-loop-cashouts.md).
 */
export const cardCashout = (amount: number): SubmitRequest =>
  submitBody('credit-card', 'cashout', 'EUR', amount);

export const newKey = (): string => `k-${randomUUID()}`;

/**
 * `POST /api/v1/payments/submit` as the player, with a fresh Idempotency-Key unless given; `extra`
 * adds headers (`accept-language`) or the client's address.
 */
export function submit(
  app: FastifyInstance,
  player: TestPlayer,
  body: unknown,
  key: string | null = newKey(),
  extra: { headers?: Readonly<Record<string, string>>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: SUBMIT_PATH,
    cookies: player.cookies,
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(key === null ? {} : { 'idempotency-key': key }),
      ...extra.headers,
    },
    ...(extra.remoteAddress === undefined ? {} : { remoteAddress: extra.remoteAddress }),
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The submit answer, after checking it is a 200. */
export async function submitOk(
  app: FastifyInstance,
  player: TestPlayer,
  body: unknown,
  key?: string,
): Promise<SubmitResponse> {
  const response = await submit(app, player, body, key);
  if (response.statusCode !== 200)
    throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  return response.json<SubmitResponse>();
}

/** A sandbox POST (a page's form, or a provider notification). */
/**
 * A POST to a sandbox route: a page's form (`form`), or a provider notification, signed with the
 * development webhook secret as the sandbox provider signs it (pages ignore the signature).
 */
export async function sandboxPost(
  app: FastifyInstance,
  url: string,
  body?: Record<string, string> | Record<string, unknown>,
  form = false,
): Promise<LightMyRequestResponse> {
  // A page's form carries the token the page was rendered with, as a browser posts it.
  if (form && body !== undefined && !('token' in body)) {
    const token = pageToken((await app.inject({ method: 'GET', url })).body);
    if (token !== undefined) body = { ...body, token };
  }
  const payload =
    body === undefined
      ? ''
      : form
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify(body);
  const signature = signNotification(DEVELOPMENT_WEBHOOK_SECRET, {
    method: 'POST',
    path: url,
    body: payload,
  });
  return app.inject({
    method: 'POST',
    url,
    headers: {
      origin: ORIGIN,
      [SIGNATURE_HEADER]: signature,
      ...(body === undefined
        ? {}
        : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
    },
    ...(body === undefined ? {} : { payload }),
  });
}

/**
 * A provider notification about `transactionId`, signed with the development webhook secret as
 * the sandbox provider signs it, posted to the one callback route of the transaction's provider
 * (`POST /api/v1/payments/callbacks/:providerId`; docs/sandbox.md lists the events).
 */
export async function notifyProvider(
  app: FastifyInstance,
  transactionId: string | undefined,
  event: Readonly<{ type: string } & Record<string, unknown>>,
  options: { readonly providerId?: string; readonly secret?: string } = {},
): Promise<LightMyRequestResponse> {
  const { providerId, secret = DEVELOPMENT_WEBHOOK_SECRET } = options;
  if (transactionId === undefined)
    throw new Error('notifyProvider needs the transaction id the submit answered');
  const path = callbackPath(providerId ?? (await transactionRow(app, transactionId)).provider_id);
  const payload = JSON.stringify({ transactionId, event });
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signNotification(secret, { method: 'POST', path, body: payload }),
    },
    payload,
  });
}

/** The hidden `token` of a sandbox page's decision form, if it has one. */
export function pageToken(html: string): string | undefined {
  return /name="token" value="([0-9a-f]+)"/.exec(html)?.[1];
}

export const CARD = {
  approve: '4242 4242 4242 4242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  decline: '4000000000000002',
  challenge: '4000 0000 0000 3220',
  insufficient: '4000000000009995',
} as const;

/** A valid card form for `number` (expiry two years ahead). */
export function cardFields(number: string, extra: Record<string, string | boolean> = {}) {
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  const cvv = number.replace(/\D/g, '').startsWith('3') ? '1234' : '123';
  return { card_number: number, card_holder: 'Ada Lovelace', expiry_date: `12/${year}`, cvv, ...extra };
}

/** Balance, ledger sum and transaction count of one player in one currency. */
export async function moneyState(app: FastifyInstance, playerId: string, currency = 'EUR') {
  const db = app.database.db;
  const account = await db
    .selectFrom('accounts')
    .select('balance')
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  const ledger = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('amount'), eb.lit(0)).as('sum'))
    .where('player_id', '=', playerId)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  const transactions = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return {
    balance: account?.balance ?? 0,
    ledgerSum: Number(ledger.sum),
    transactions: transactions.count,
  };
}

/** Stored row of a transaction. */
export function transactionRow(app: FastifyInstance, id: string) {
  return app.database.db
    .selectFrom('transactions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** Deposits `amount` EUR minor units by an approving card, in chunks within the card limits. */
export async function fundByCard(app: FastifyInstance, player: TestPlayer, amount: number): Promise<void> {
  let left = amount;
  while (left > 0) {
    const chunk = Math.min(left, 500_000);
    const answer = await submitOk(
      app,
      player,
      submitBody('credit-card', 'deposit', 'EUR', chunk, cardFields(CARD.approve)),
    );
    if (!answer.ok) throw new Error(`funding failed: ${JSON.stringify(answer)}`);
    left -= chunk;
  }
}

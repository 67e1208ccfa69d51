import { randomUUID } from 'node:crypto';
import { isEmailVerified, markEmailVerified } from '../account-recovery/email-verification.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cardBrand, cardBrandLabel } from '@playfront/contracts/field-rules';
import { moveTransaction, StaleTransactionError } from '../payments/transactions/move-transaction.ts';
import {
  statusOf,
  transactionsStore,
  type TransactionRow,
} from '../payments/transactions/transactions-store.ts';
import { hashPassword } from '../players/password.ts';
import { EmailTakenError, PlayersRepository } from '../players/players-repository.ts';

/** The demo player the README gives; sandbox data only, never for production. */
export const DEMO_PLAYER = {
  email: 'demo@playfront.test',
  password: 'playfront-demo',
  firstName: 'Demo',
  lastName: 'Player',
  country: 'DE',
  currency: 'EUR',
} as const;

/** The starting balance, in minor units (EUR 500.00), credited by one approved sandbox deposit. */
export const DEMO_DEPOSIT = {
  amount: 50_000,
  methodId: 'visa',
  providerId: 'worldpay',
  // The key makes the deposit a claim like any submit: a second seeding finds it taken.
  idempotencyKey: 'demo-seed-starting-deposit',
} as const;

// The sandbox's approving test card (docs/sandbox.md), so paying with the saved card succeeds.
const DEMO_CARD_NUMBER = '4242424242424242';

/** The saved card, stored as the card sandbox stores one: brand, last four, expiry, holder, token. */
export const DEMO_CARD = {
  kind: 'card',
  display: `${cardBrandLabel(DEMO_CARD_NUMBER)} •••• 4242`,
  details: {
    brand: cardBrand(DEMO_CARD_NUMBER),
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
    holder: 'Demo Player',
  },
  token: 'sandbox_card_demo_4242',
} as const;

export interface SeedOutcome {
  readonly playerId: string;
  /** What this call wrote; both false on a second seeding. */
  readonly createdPlayer: boolean;
  readonly creditedDeposit: boolean;
}

/**
 * Seeds the demo player: the account, then an approved card deposit that credits the ledger and
 * saves the card in one database transaction (the same move a real approval makes). Each step
 * checks what exists first, so seeding again, or after a crash half-way, writes only what is
 * missing.
 */
export async function seedDemoData(
  db: Kysely<Database>,
  now = Date.now(),
  password: string = DEMO_PLAYER.password,
): Promise<SeedOutcome> {
  const players = new PlayersRepository(db);
  let createdPlayer = false;
  let playerId = (await players.credentials(DEMO_PLAYER.email))?.id;
  if (playerId === undefined) {
    const { password: _default, ...fields } = DEMO_PLAYER;
    try {
      playerId = (await players.create({ ...fields, passwordHash: await hashPassword(password) }, now)).id;
      createdPlayer = true;
    } catch (error) {
      // Another process seeded the same database meanwhile: use its player.
      if (!(error instanceof EmailTakenError)) throw error;
      playerId = (await players.credentials(DEMO_PLAYER.email))?.id;
      if (playerId === undefined) throw error;
    }
  }
  // account recovery (decision 053): the demo address is verified, so the demo can cash out.
  if (!(await isEmailVerified(db, playerId))) await markEmailVerified(db, playerId, DEMO_PLAYER.email, now);

  const row: TransactionRow = {
    id: randomUUID(),
    player_id: playerId,
    idempotency_key: DEMO_DEPOSIT.idempotencyKey,
    request_fingerprint: 'demo-seed',
    action: 'deposit',
    method_id: DEMO_DEPOSIT.methodId,
    provider_id: DEMO_DEPOSIT.providerId,
    currency: DEMO_PLAYER.currency,
    amount: DEMO_DEPOSIT.amount,
    fee: 0,
    status: 'pending',
    error_code: null,
    provider_reference: null,
    saved_profile_id: null,
    result: '',
    provider_data: null,
    created_at: now,
    updated_at: now,
  };
  await transactionsStore.claim(db, row);
  const deposit = await transactionsStore.findByKey(db, playerId, DEMO_DEPOSIT.idempotencyKey);
  if (deposit === undefined) throw new Error('The demo deposit is missing after its claim');
  if (statusOf(deposit) !== 'pending') return { playerId, createdPlayer, creditedDeposit: false };

  const answer = {
    ok: true,
    outcome: { status: 'notify', transactionId: deposit.id, message: 'Demo starting balance.' },
    transactionId: deposit.id,
  };
  try {
    await moveTransaction(
      db,
      deposit,
      {
        to: 'approved',
        errorCode: null,
        providerReference: 'demo-seed',
        result: JSON.stringify(answer),
        saveInstrument: { ...DEMO_CARD, details: { ...DEMO_CARD.details } },
      },
      now,
    );
  } catch (error) {
    // A concurrent seeding approved it first; the move is conditional, so nothing was credited twice.
    if (error instanceof StaleTransactionError) return { playerId, createdPlayer, creditedDeposit: false };
    throw error;
  }
  return { playerId, createdPlayer, creditedDeposit: true };
}

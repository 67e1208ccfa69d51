import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { PaymentsApiError, SubmitRequest, SubmitResponse } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import type { CashoutApprovalConfig } from '../approval/cashout-approval-config.ts';
import { enqueueReview, planReview, type ReviewPlan } from '../approval/cashout-review.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { recordDepositSource } from '../closed-loop/closed-loop.ts';
import { refusal } from '../errors.ts';
import type { LiveUpdates } from '../live/live-updates.ts';
import type { PlayerText } from '../player-text/player-text.ts';
import type { InitiateContext, ProviderResult } from '../providers/provider.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { DEFAULT_KYC_CASHOUT_WINDOW_DAYS, KYC_CASHOUT_THRESHOLDS } from '../transactions/kyc-threshold.ts';
import {
  moveTransaction,
  publishChange,
  StaleTransactionError,
  type Move,
} from '../transactions/move-transaction.ts';
import { isReadableResult, moveForResult, UNREADABLE_RESULT_CODE } from '../transactions/result-status.ts';
import {
  NO_RESULT_YET,
  transactionsStore,
  type ClaimResult,
  type TransactionRow,
} from '../transactions/transactions-store.ts';
import { checkDepositLimits, DepositLimitReachedError } from '../../protection/deposit-limit-check.ts';
import { depositLimitAnswer } from './deposit-limit-answer.ts';
import { PlayerExcludedError } from '../../protection/player-excluded-error.ts';
import type { ExclusionRegister } from '../../protection/register/exclusion-register.ts';
import { exclusionMessage } from './exclusion-message.ts';
import { errorAnswer, money } from './answers.ts';
import { checkRequest, type SubmitPlan } from './check-request.ts';
import { requestFingerprint } from './fingerprint.ts';

/** What the payments services run on. */
export interface PaymentsDeps {
  readonly db: Kysely<Database>;
  readonly catalogue: Catalogue;
  readonly registry: ProviderRegistry;
  readonly live: LiveUpdates;
  /** How long a repeated request waits for the first one's answer (default 5 s). */
  readonly idempotencyWaitMs?: number;
  /** Days an unverified player's cashouts add up over against the KYC threshold (default 30). */
  readonly kycCashoutWindowDays?: number;
  /** Countries that may not pay (RESTRICTED_COUNTRIES); none when absent. */
  readonly restrictedCountries?: ReadonlySet<string>;
  /**
   * Origins besides the server's own whose pages the cashier may show (`PAYMENT_ORIGINS`): a
   * provider page elsewhere cannot be displayed, and its payment fails with RENDER_ERROR.
   */
  readonly paymentOrigins?: readonly string[];
  /**
   * The cashout approval rule: a cashout it does not release waits in the back office's queue
   * instead of going to its provider. Without it every cashout goes to its provider at once.
   */
  readonly cashoutApproval?: CashoutApprovalConfig;
  /** The key crypto quotes are signed with (`quoteKey` of conversion/quote.ts). */
  readonly quoteKey: Buffer;
  readonly now?: () => number;
  /** The operator's exclusion register, read by the deposit claim (decision 066). */
  readonly exclusionRegister?: ExclusionRegister;
}

export interface SubmitCommand {
  readonly playerId: string;
  readonly idempotencyKey: string;
  readonly body: SubmitRequest;
  /** This server's origin (`https://play.example.com`), for absolute URLs of its own pages. */
  readonly origin: string;
  /** Quoted on errors that happen before a transaction exists. */
  readonly requestReference: string;
  readonly log: FastifyBaseLogger;
  /**
   * The player's language (from `Accept-Language`) for every player-facing message. A replayed
   * answer is the stored first one, in the first request's language.
   */
  readonly text: PlayerText;
  /** The country the trusted CDN saw the request come from (COUNTRY_HEADER), or null. */
  readonly requestCountry: string | null;
}

export type SubmitAnswer =
  | { readonly statusCode: 200; readonly body: SubmitResponse }
  | { readonly statusCode: 409 | 422; readonly body: PaymentsApiError };

/** A claimed transaction older than this without an answer lost its first request (a crash). */
const ORPHAN_AFTER_MS = 60_000;
const POLL_MS = 10;

/**
 * Submits a deposit or cashout: validate → idempotency → transaction → provider → result.
 *
 * 1. A key used before answers the stored first answer (or 422 for a different body).
 * 2. `checkRequest` repeats every client rule; a refusal writes nothing.
 * 3. The key is claimed by inserting the pending transaction (UNIQUE(player_id, key) decides
 *    between concurrent requests; a cashout's amount is held in the same database transaction).
 *    A request that loses the claim waits for the winner's answer and replays it.
 * 4. The provider adapter is called outside any database transaction.
 * 5. Its answer moves the transaction (and the balance) in one database transaction, storing the
 *    answer for replays; live updates go out after the commit.
 */
export async function submitPayment(deps: PaymentsDeps, command: SubmitCommand): Promise<SubmitAnswer> {
  const { db } = deps;
  const { body, playerId, idempotencyKey } = command;
  const now = deps.now?.() ?? Date.now();
  const method = deps.catalogue.method(body.methodId) ?? deps.catalogue.conversionMethod(body.methodId);
  const fingerprint = requestFingerprint(body, method?.fields ?? []);

  const existing = await transactionsStore.findByKey(db, playerId, idempotencyKey);
  if (existing !== undefined) return replay(deps, command, existing, fingerprint);

  const checked = await checkRequest({
    db,
    catalogue: deps.catalogue,
    registry: deps.registry,
    playerId,
    body,
    reference: command.requestReference,
    now,
    text: command.text,
    restrictedCountries: deps.restrictedCountries ?? new Set(),
    requestCountry: command.requestCountry,
    quoteKey: deps.quoteKey,
  });
  if (!checked.ok) return { statusCode: 200, body: checked.answer };
  const { plan } = checked;

  const row: TransactionRow = {
    id: randomUUID(),
    player_id: playerId,
    idempotency_key: idempotencyKey,
    request_fingerprint: fingerprint,
    action: body.action,
    method_id: plan.method.id,
    provider_id: plan.provider.id,
    currency: body.currency,
    amount: body.amount,
    fee: plan.fee,
    status: 'pending',
    error_code: null,
    provider_reference: null,
    saved_profile_id: plan.savedInstrument?.id ?? null,
    result: NO_RESULT_YET,
    provider_data: null,
    created_at: now,
    updated_at: now,
  };
  const windowDays = deps.kycCashoutWindowDays ?? DEFAULT_KYC_CASHOUT_WINDOW_DAYS;
  const review: ReviewPlan =
    body.action === 'cashout' && deps.cashoutApproval !== undefined
      ? await planReview(db, deps.cashoutApproval, { playerId, currency: body.currency, amount: body.amount })
      : { queued: false };
  let claim: ClaimResult;
  try {
    claim = await transactionsStore.claim(
      db,
      row,
      windowDays,
      withinClaim(row, review, now, deps.exclusionRegister),
    );
  } catch (error) {
    // cool-off and self-exclusion (decision 060): the claim refuses every deposit while one is in force.
    if (error instanceof PlayerExcludedError) {
      const message = exclusionMessage(error.exclusion, command.text);
      return {
        statusCode: 200,
        body: errorAnswer('PLAYER_EXCLUDED', {
          reference: command.requestReference,
          message,
          text: command.text,
        }),
      };
    }
    if (!(error instanceof DepositLimitReachedError)) throw error;
    return {
      statusCode: 200,
      body: depositLimitAnswer(error.allowance, body.currency, command.requestReference, command.text),
    };
  }
  if (claim === 'taken') {
    const winner = await transactionsStore.findByKey(db, playerId, idempotencyKey);
    if (winner === undefined) throw new Error('An Idempotency-Key was taken by a transaction that is gone');
    return replay(deps, command, winner, fingerprint);
  }
  if (claim === 'insufficient_funds') {
    const message = command.text('amount.above_balance');
    return {
      statusCode: 200,
      body: errorAnswer('INSUFFICIENT_FUNDS', {
        reference: command.requestReference,
        message,
        fields: [{ name: 'amount', message }],
        text: command.text,
      }),
    };
  }

  if (body.action === 'deposit') {
    // Where the money came from: a later cashout may go back there (closed loop).
    await recordDepositSource(db, {
      transactionId: row.id,
      playerId,
      method: plan.method,
      fields: body.fields,
      now,
    });
  }
  if (claim === 'over_kyc_threshold') {
    const currency = body.currency;
    return {
      statusCode: 200,
      body: errorAnswer('KYC_REQUIRED_ERROR', {
        reference: command.requestReference,
        // The refusal carries the next step: where to send the documents (docs/decisions/043).
        message: `${command.text('kyc.cashout_window', {
          amount: money(KYC_CASHOUT_THRESHOLDS[currency], currency, command.text),
          count: windowDays,
        })} ${command.text('kyc.next_step')}`,
      }),
    };
  }

  if (review.queued) return queuedCashout(deps, row, command.text);

  let result: ProviderResult | undefined;
  try {
    result = await plan.adapter.initiate(initiateContext(row, plan, body, command.text));
  } catch (error) {
    // The provider may or may not have the payment: keep it pending and say so (`unknown`).
    command.log.error(
      { err: error, transactionId: row.id, adapter: plan.adapter.name },
      'provider initiate failed',
    );
  }
  const { move, answer } = toMove(row, result, {
    origin: command.origin,
    paymentOrigins: deps.paymentOrigins ?? [],
    text: command.text,
  });
  try {
    const done = await moveTransaction(db, row, { ...move, result: JSON.stringify(answer) });
    await publishChange(db, deps.live, row, done.to, done.balanceChanged || row.action === 'cashout');
  } catch (error) {
    // The player cancelled the cashout between the claim and the provider's answer: the
    // cancellation stands; keep the answer for replays.
    if (!(error instanceof StaleTransactionError)) throw error;
    await transactionsStore.storeResult(db, row.id, JSON.stringify(answer));
  }
  return { statusCode: 200, body: answer };
}

/**
 * What runs inside the claim's database transaction: a deposit meets the player's deposit limits
 * (decision 055); a queued cashout enters the approval queue.
 */
function withinClaim(
  row: TransactionRow,
  review: ReviewPlan,
  now: number,
  register?: ExclusionRegister,
): ((trx: Transaction<Database>) => Promise<void>) | undefined {
  if (row.action === 'deposit') {
    return (trx) =>
      checkDepositLimits(
        trx,
        {
          transactionId: row.id,
          playerId: row.player_id,
          currency: row.currency,
          amount: row.amount,
          now,
        },
        register,
      );
  }
  return review.queued ? (trx) => enqueueReview(trx, row.id, review.needsSecondApproval, now) : undefined;
}

/**
 * A cashout waiting in the approval queue: its amount is held and it stays pending; the player
 * hears what any pending cashout says, and the back office's decision settles it (and tells
 * the player's open cashiers).
 */
async function queuedCashout(
  deps: PaymentsDeps,
  row: TransactionRow,
  text: PlayerText,
): Promise<SubmitAnswer> {
  const amount = money(row.amount, row.currency as Parameters<typeof money>[1], text);
  const answer: SubmitResponse = {
    ok: true,
    outcome: { status: 'notify', transactionId: row.id, message: text('cashout.processing', { amount }) },
    transactionId: row.id,
  };
  await transactionsStore.storeResult(deps.db, row.id, JSON.stringify(answer));
  await publishChange(deps.db, deps.live, row, 'pending', true);
  return { statusCode: 200, body: answer };
}

function initiateContext(
  row: TransactionRow,
  plan: SubmitPlan,
  body: SubmitRequest,
  text: PlayerText,
): InitiateContext {
  return {
    transactionId: row.id,
    playerId: row.player_id,
    action: body.action,
    method: plan.method,
    provider: plan.provider,
    currency: body.currency,
    amount: body.amount,
    fee: plan.fee,
    fields: body.fields,
    savedInstrument: plan.savedInstrument,
    ...(plan.conversion === undefined ? {} : { conversion: plan.conversion }),
    client: { hasWallet: plan.hasWallet, returnUrl: plan.returnUrl },
    text,
  };
}

/**
 * Where the cashier can show a provider's page: a path of this server made absolute, or a
 * provider's https URL on one of the payment origins. Anything else (plain http, an origin the
 * cashier may not frame or open) cannot be displayed: undefined.
 */
export function displayableUrl(
  origin: string,
  path: string,
  paymentOrigins: readonly string[],
): string | undefined {
  if (path.startsWith('/') && !path.startsWith('//')) return `${origin}${path}`;
  const url = URL.parse(path);
  if (url?.protocol !== 'https:' || !paymentOrigins.includes(url.origin)) return undefined;
  return url.href;
}

interface AnswerContext {
  /** This server's origin, for its own pages. */
  readonly origin: string;
  readonly paymentOrigins: readonly string[];
  readonly text: PlayerText;
}

/**
 * The provider's first answer as a transaction move (transactions/result-status.ts, the one
 * mapping) and the player's answer. Two answers end otherwise than the mapping says: one the
 * server cannot read stays pending and tells the player so (FINTEQHUB_SEAMLESS_UNKNOWN_ERROR:
 * the money may have moved); a provider page the cashier cannot display fails the payment with
 * RENDER_ERROR before the player is sent anywhere.
 */
function toMove(
  row: TransactionRow,
  result: ProviderResult | undefined,
  context: AnswerContext,
): { move: Move; answer: SubmitResponse } {
  const transactionId = row.id;
  const { text } = context;
  const move = moveForResult(result);
  if (result === undefined) {
    return { move, answer: { ok: true, outcome: { status: 'unknown', transactionId }, transactionId } };
  }
  if (!isReadableResult(result)) {
    return {
      move,
      answer: errorAnswer(UNREADABLE_RESULT_CODE, { reference: transactionId, transactionId, text }),
    };
  }
  const amount = money(row.amount, row.currency as Parameters<typeof money>[1], text);
  switch (result.type) {
    case 'approved':
      return {
        move,
        answer: {
          ok: true,
          outcome: {
            status: 'notify',
            transactionId,
            message:
              result.message ??
              (row.action === 'deposit'
                ? text('deposit.approved', { amount })
                : text('cashout.sent', { amount })),
          },
          transactionId,
        },
      };
    case 'declined':
    case 'failed':
      return {
        move,
        answer: errorAnswer(result.code, {
          reference: transactionId,
          message: result.message,
          transactionId,
          text,
        }),
      };
    case 'cancelled':
      return {
        move,
        answer: errorAnswer('PAYMENT_PROCESSING_ERROR', {
          reference: transactionId,
          message: result.message ?? text('payment.cancelled'),
          transactionId,
        }),
      };
    case 'pending':
      return {
        move,
        answer: {
          ok: true,
          outcome: { status: 'notify', transactionId, message: result.message },
          transactionId,
          ...(result.invoice === undefined ? {} : { invoice: result.invoice }),
        },
      };
    case 'redirect':
    case 'challenge': {
      const url = displayableUrl(context.origin, result.path, context.paymentOrigins);
      if (url === undefined) {
        return {
          move: { ...move, to: 'failed', errorCode: 'RENDER_ERROR' },
          answer: errorAnswer('RENDER_ERROR', { reference: transactionId, transactionId, text }),
        };
      }
      const outcome =
        result.type === 'redirect'
          ? { status: 'user_redirected' as const, transactionId, url, method: 'GET' as const, params: {} }
          : { status: 'iframe_opened' as const, transactionId, url };
      return { move, answer: { ok: true, outcome, transactionId } };
    }
  }
}

/**
 * The answer to a key used before: 422 for a different body; otherwise the stored first answer,
 * waiting for it while the first request is still running. A claim that never got an answer
 * (its request died before the provider answered) reads as `unknown`: pending, see history.
 */
async function replay(
  deps: PaymentsDeps,
  command: SubmitCommand,
  row: TransactionRow,
  fingerprint: string,
): Promise<SubmitAnswer> {
  if (row.request_fingerprint !== fingerprint) {
    return {
      statusCode: 422,
      body: {
        ...refusal(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for a different payment. Use a new key for a new payment.',
        ),
        reference: row.id,
      },
    };
  }
  let current = row;
  const deadline = Date.now() + (deps.idempotencyWaitMs ?? 5_000);
  while (current.result === NO_RESULT_YET && Date.now() < deadline) {
    await sleep(POLL_MS);
    current = (await transactionsStore.findById(deps.db, row.id)) ?? current;
  }
  if (current.result !== NO_RESULT_YET)
    return { statusCode: 200, body: JSON.parse(current.result) as SubmitResponse };
  if ((deps.now?.() ?? Date.now()) - current.created_at > ORPHAN_AFTER_MS) {
    return {
      statusCode: 200,
      body: {
        ok: true,
        outcome: { status: 'unknown', transactionId: current.id },
        transactionId: current.id,
      },
    };
  }
  return {
    statusCode: 409,
    body: {
      ...refusal('IDEMPOTENCY_REQUEST_IN_PROGRESS', command.text('submit.in_progress')),
      reference: current.id,
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { CurrencyCode } from '@playfront/contracts';
import { crossSiteReason } from '../../plugins/app/origin-check.ts';
import {
  checkNotificationSignature,
  SIGNATURE_HEADER,
} from '../../payments/callbacks/notification-signature.ts';
import { money } from '../../payments/submit/answers.ts';
import {
  applyProviderEvent,
  TransactionNotFoundError,
  type EventApplied,
} from '../../payments/submit/provider-events.ts';
import type { PaymentsDeps } from '../../payments/submit/submit-payment.ts';
import { providerDataOf, transactionsStore } from '../../payments/submit/transactions-store.ts';
import { CallbackRejectedError, type ProviderEvent } from '../../payments/providers/provider.ts';
import { wireStatus, type StoredTransactionStatus } from '../../payments/transactions/transaction-states.ts';
import { renderChallengePage, renderProviderPage, renderResultPage, SANDBOX_CSS } from './sandbox-pages.ts';

export interface SandboxRoutesOptions {
  readonly deps: PaymentsDeps;
  readonly allowedOrigins: readonly string[];
  /** The secret the sandbox providers sign their notifications with (`PAYMENTS_WEBHOOK_SECRET`). */
  readonly webhookSecret: string;
}

const MERCHANT = 'Playfront';
const html = 'text/html; charset=utf-8';

const IdParams = Type.Object({ transactionId: Type.String({ minLength: 1, maxLength: 64 }) });
const ChallengeForm = Type.Object(
  { decision: Type.Enum(['approve', 'fail']), token: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);

/** The 3-D Secure page's form token: bound to the payment, unguessable without the secret. */
const challengeToken = (secret: string, transactionId: string): string =>
  createHmac('sha256', secret).update(`3ds-challenge.${transactionId}`).digest('hex');

const sameToken = (given: string, expected: string): boolean =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * The 3-D Secure page runs in the cashier's sandboxed frame without `allow-same-origin`, so its
 * form posts with `Origin: null`: that route checks its form token instead of the origin.
 */
const isChallengePost = (request: FastifyRequest): boolean =>
  request.headers.origin === 'null' && /^\/sandbox\/3ds\/[^/?#]+$/.test(request.url);
const ProviderForm = Type.Object(
  { decision: Type.Enum(['approve', 'cancel']) },
  { additionalProperties: false },
);
const CashoutParams = Type.Object({
  transactionId: Type.String({ minLength: 1, maxLength: 64 }),
  decision: Type.Enum(['approve', 'reject']),
});
const DepositParams = Type.Object({
  transactionId: Type.String({ minLength: 1, maxLength: 64 }),
  decision: Type.Enum(['approve', 'decline']),
});
/** The chain events' optional bodies: a transfer's amount, a number of confirmations. */
const TransferBody = Type.Union([
  Type.Object(
    { amount: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);
const ConfirmBody = Type.Union([
  Type.Object(
    { count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
    { additionalProperties: false },
  ),
  Type.Null(),
]);

/** What the sandbox's JSON routes answer: the stored status (finer than the API's) and the chain state. */
const StateResponse = Type.Object({
  transactionId: Type.String(),
  status: Type.String(),
  confirmations: Type.Optional(Type.Integer()),
  requiredConfirmations: Type.Optional(Type.Integer()),
});

function state(applied: EventApplied) {
  const invoice = applied.data.invoice as { requiredConfirmations?: number } | undefined;
  const confirmations = applied.data.confirmations;
  return {
    transactionId: applied.transaction.id,
    status: applied.status,
    ...(typeof confirmations === 'number' ? { confirmations } : {}),
    ...(invoice?.requiredConfirmations === undefined
      ? {}
      : { requiredConfirmations: invoice.requiredConfirmations }),
  };
}

/**
 * A same-origin path with the transaction's id and status added. Anything that would leave the
 * site (`//host`, `/\host`, a full URL) becomes `/`: the sandbox is no open redirect.
 */
export function returnLocation(returnUrl: unknown, transactionId: string, status: string): string {
  const base = 'http://return.invalid';
  const parsed =
    typeof returnUrl === 'string' && returnUrl.startsWith('/') ? URL.parse(returnUrl, base) : null;
  const url = parsed !== null && parsed.origin === base ? parsed : new URL('/', base);
  url.searchParams.set('transactionId', transactionId);
  url.searchParams.set('status', status);
  const location = `${url.pathname}${url.search}${url.hash}`;
  return location.startsWith('//') ? `/?${url.searchParams.toString()}` : location;
}

/** The raw text of a JSON body, kept for the signature check of provider notifications. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * The sandbox providers' side: the 3-D Secure and provider pages the player sees, and the
 * routes that stand for the provider's notifications (a crypto transfer and its confirmations,
 * a cash coupon paid, a payout sent or rejected). Registered only when the sandbox is on
 * (see payments/providers/sandbox-mode.ts). Form posts must come from the site's own origin.
 *
 * Decisions a player makes on a provider's page (pass or fail their 3-D Secure check, approve or
 * cancel at their bank) stay on the pages. Decisions that are the provider's (a payout sent, a
 * coupon paid, a chain transfer seen) are notifications: accepted only signed with the webhook
 * secret (payments/callbacks/notification-signature.ts), as a real provider's are, so no
 * player can approve their own deposit or cashout.
 */
const sandboxRoutes: FastifyPluginCallbackTypebox<SandboxRoutesOptions> = (
  fastify,
  { deps, allowedOrigins, webhookSecret },
  done,
) => {
  // JSON bodies are read as text first: the signature covers the bytes as sent.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 },
    (request, body, done) => {
      const text = body as string;
      rawBodies.set(request, text);
      try {
        done(null, text === '' ? null : (JSON.parse(text) as unknown));
      } catch (error) {
        done(Object.assign(error as Error, { statusCode: 400 }), undefined);
      }
    },
  );

  /** Refuses a provider notification that is not signed with the webhook secret: 401, nothing applied. */
  const signedOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers[SIGNATURE_HEADER];
    const check = checkNotificationSignature(webhookSecret, typeof header === 'string' ? header : undefined, {
      method: request.method,
      path: request.url,
      body: rawBodies.get(request) ?? '',
    });
    if (!check.ok) {
      await reply.code(401).send({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'NOTIFICATION_SIGNATURE_INVALID',
        message: `A provider notification must carry a valid ${SIGNATURE_HEADER} header (${check.reason}).`,
      });
    }
  };

  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || isChallengePost(request)) return;
    const reason = crossSiteReason(request, allowedOrigins);
    if (reason !== null) {
      await reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        code: 'CROSS_SITE_REQUEST',
        message: `Refused a cross-site request: ${reason}.`,
      });
    }
  });

  const page = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type(html).header('cache-control', 'no-store').send(body);

  /** Applies a page's decision; a missing or settled transaction renders a page saying so. */
  async function decide(reply: FastifyReply, transactionId: string, event: ProviderEvent) {
    try {
      return { applied: await applyProviderEvent(deps, transactionId, event) };
    } catch (error) {
      if (error instanceof TransactionNotFoundError) {
        return {
          sent: await page(reply, 404, renderResultPage('Payment not found', 'There is no such payment.')),
        };
      }
      if (error instanceof CallbackRejectedError) {
        return {
          sent: await page(
            reply,
            409,
            renderResultPage('Already finished', 'This payment was already finished.'),
          ),
        };
      }
      throw error;
    }
  }

  fastify.get('/sandbox/sandbox.css', (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(SANDBOX_CSS),
  );

  fastify.get('/sandbox/3ds/:transactionId', { schema: { params: IdParams } }, async (request, reply) => {
    const row = await transactionsStore.findById(deps.db, request.params.transactionId);
    const data = row === undefined ? {} : providerDataOf(row);
    if (row === undefined || data.page !== 'challenge') {
      return page(
        reply,
        404,
        renderResultPage('Payment not found', 'There is no card check for this payment.'),
      );
    }
    if (row.status !== 'action_required') {
      return page(
        reply,
        200,
        renderResultPage('Check finished', 'This card check is finished. You can close this window.'),
      );
    }
    return page(
      reply,
      200,
      renderChallengePage({
        action: `/sandbox/3ds/${row.id}`,
        token: challengeToken(webhookSecret, row.id),
        card: typeof data.cardDisplay === 'string' ? data.cardDisplay : 'Card',
        amount: money(row.amount + row.fee, row.currency as CurrencyCode),
        merchant: MERCHANT,
      }),
    );
  });

  fastify.post(
    '/sandbox/3ds/:transactionId',
    { schema: { params: IdParams, body: ChallengeForm } },
    async (request, reply) => {
      if (!sameToken(request.body.token, challengeToken(webhookSecret, request.params.transactionId))) {
        return page(reply, 403, renderResultPage('Check refused', 'This card check form is not valid.'));
      }
      const result = await decide(reply, request.params.transactionId, {
        type: 'challenge_result',
        outcome: request.body.decision,
      });
      if (result.applied === undefined) return result.sent;
      const approved = result.applied.status === 'approved';
      return page(
        reply,
        200,
        renderResultPage(
          approved ? 'Payment approved' : 'Check failed',
          approved
            ? 'Your card check passed. You can close this window.'
            : 'The card check failed and the payment was not made. You can close this window.',
        ),
      );
    },
  );

  fastify.get('/sandbox/bank/:transactionId', { schema: { params: IdParams } }, async (request, reply) => {
    const row = await transactionsStore.findById(deps.db, request.params.transactionId);
    const data = row === undefined ? {} : providerDataOf(row);
    if (row === undefined || data.page !== 'provider') {
      return page(reply, 404, renderResultPage('Payment not found', 'There is no such payment.'));
    }
    if (row.status !== 'action_required') {
      const back = returnLocation(data.returnUrl, row.id, wireStatus(row.status as StoredTransactionStatus));
      return page(
        reply,
        200,
        renderResultPage('Payment finished', 'This payment is already finished.', {
          href: back,
          label: 'Back to the site',
        }),
      );
    }
    return page(
      reply,
      200,
      renderProviderPage({
        action: `/sandbox/bank/${row.id}`,
        providerName: typeof data.providerName === 'string' ? data.providerName : 'Sandbox bank',
        amount: money(row.amount + row.fee, row.currency as CurrencyCode),
        merchant: MERCHANT,
      }),
    );
  });

  fastify.post(
    '/sandbox/bank/:transactionId',
    { schema: { params: IdParams, body: ProviderForm } },
    async (request, reply) => {
      const result = await decide(reply, request.params.transactionId, {
        type: 'page_decision',
        decision: request.body.decision,
      });
      if (result.applied === undefined) return result.sent;
      const { applied } = result;
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .redirect(
          returnLocation(applied.data.returnUrl, applied.transaction.id, wireStatus(applied.status)),
          303,
        );
    },
  );

  const json = { response: { 200: StateResponse } };

  fastify.post(
    '/sandbox/crypto/:transactionId/transfer',
    { preHandler: signedOnly, schema: { params: IdParams, body: TransferBody, ...json } },
    async (request) => {
      const amount = request.body?.amount;
      const event: ProviderEvent =
        amount === undefined ? { type: 'crypto_transfer' } : { type: 'crypto_transfer', amount };
      return state(await applyProviderEvent(deps, request.params.transactionId, event));
    },
  );

  fastify.post(
    '/sandbox/crypto/:transactionId/confirm',
    { preHandler: signedOnly, schema: { params: IdParams, body: ConfirmBody, ...json } },
    async (request) =>
      state(
        await applyProviderEvent(deps, request.params.transactionId, {
          type: 'crypto_confirmation',
          count: request.body?.count ?? 1,
        }),
      ),
  );

  fastify.post(
    '/sandbox/cashouts/:transactionId/:decision',
    { preHandler: signedOnly, schema: { params: CashoutParams, ...json } },
    async (request) =>
      state(
        await applyProviderEvent(deps, request.params.transactionId, {
          type: 'payout',
          outcome: request.params.decision === 'approve' ? 'paid' : 'rejected',
        }),
      ),
  );

  fastify.post(
    '/sandbox/deposits/:transactionId/:decision',
    { preHandler: signedOnly, schema: { params: DepositParams, ...json } },
    async (request) =>
      state(
        await applyProviderEvent(deps, request.params.transactionId, {
          type: 'deposit_settled',
          outcome: request.params.decision === 'approve' ? 'paid' : 'expired',
        }),
      ),
  );
  done();
};

export default sandboxRoutes;

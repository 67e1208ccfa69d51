import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { CurrencyCode } from '@playfront/contracts';
import { providerDataOf, transactionsStore } from '../../transactions/transactions-store.ts';
import { decisionForm, details, layout, renderResultPage } from '../sandbox/page-layout.ts';
import { decide, MERCHANT, sendPage, type SandboxPageContext } from '../sandbox/page-context.ts';
import { amountText, SANDBOX_PAGES } from '../sandbox/sandbox-adapter.ts';

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
export const isChallengePost = (request: FastifyRequest): boolean =>
  request.headers.origin === 'null' && /^\/sandbox\/3ds\/[^/?#]+$/.test(request.url);

export interface ChallengePageInput {
  readonly action: string;
  /** The form's token: the page runs in a sandboxed frame with an opaque origin (no Origin to check). */
  readonly token: string;
  readonly card: string;
  readonly amount: string;
  readonly merchant: string;
}

/** The 3-D Secure challenge, shown inside the cashier: the player passes or fails it. */
export function renderChallengePage(input: ChallengePageInput): string {
  return layout(
    '3-D Secure check',
    `<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this card payment.</p>
${details([
  ['Merchant', input.merchant],
  ['Card', input.card],
  ['Amount', input.amount],
])}
${decisionForm(
  input.action,
  [
    { value: 'approve', label: 'Approve' },
    { value: 'fail', label: 'Fail the check' },
  ],
  input.token,
)}`,
  );
}

/**
 * The card sandbox's 3-D Secure challenge page (`SANDBOX_PAGES.challenge`): the player passes or
 * fails the check, which comes back to the adapter as a `challenge_result` event.
 */
const challengePage: FastifyPluginCallbackTypebox<SandboxPageContext> = (fastify, context, done) => {
  fastify.get('/sandbox/3ds/:transactionId', { schema: { params: IdParams } }, async (request, reply) => {
    const row = await transactionsStore.findById(context.db, request.params.transactionId);
    const data = row === undefined ? {} : providerDataOf(row);
    if (row === undefined || data.page !== 'challenge') {
      return sendPage(
        reply,
        404,
        renderResultPage('Payment not found', 'There is no card check for this payment.'),
      );
    }
    if (row.status !== 'action_required') {
      return sendPage(
        reply,
        200,
        renderResultPage('Check finished', 'This card check is finished. You can close this window.'),
      );
    }
    return sendPage(
      reply,
      200,
      renderChallengePage({
        action: SANDBOX_PAGES.challenge(row.id),
        token: challengeToken(context.webhookSecret, row.id),
        card: typeof data.cardDisplay === 'string' ? data.cardDisplay : 'Card',
        amount: amountText(row.amount + row.fee, row.currency as CurrencyCode),
        merchant: MERCHANT,
      }),
    );
  });

  fastify.post(
    '/sandbox/3ds/:transactionId',
    { schema: { params: IdParams, body: ChallengeForm } },
    async (request, reply) => {
      const { transactionId } = request.params;
      if (!sameToken(request.body.token, challengeToken(context.webhookSecret, transactionId))) {
        return sendPage(reply, 403, renderResultPage('Check refused', 'This card check form is not valid.'));
      }
      const result = await decide(context, reply, transactionId, {
        type: 'challenge_result',
        outcome: request.body.decision,
      });
      if (result.applied === undefined) return result.sent;
      const approved = result.applied.status === 'approved';
      return sendPage(
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
  done();
};

export default challengePage;

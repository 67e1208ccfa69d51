import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { CurrencyCode } from '@playfront/contracts';
import { wireStatus, type StoredTransactionStatus } from '../../transactions/transaction-states.ts';
import { providerDataOf, transactionsStore } from '../../transactions/transactions-store.ts';
import { decisionForm, details, escapeHtml, layout, renderResultPage } from '../sandbox/page-layout.ts';
import { decide, MERCHANT, sendPage, type SandboxPageContext } from '../sandbox/page-context.ts';
import { amountText, SANDBOX_PAGES } from '../sandbox/sandbox-adapter.ts';

const IdParams = Type.Object({ transactionId: Type.String({ minLength: 1, maxLength: 64 }) });
const ProviderForm = Type.Object(
  { decision: Type.Enum(['approve', 'cancel']) },
  { additionalProperties: false },
);

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

export interface ProviderPageInput {
  readonly action: string;
  readonly providerName: string;
  readonly amount: string;
  readonly merchant: string;
}

/** The bank's, wallet's or provider's page: the player approves or cancels, then goes back. */
export function renderProviderPage(input: ProviderPageInput): string {
  return layout(
    `${input.providerName}: approve payment`,
    `<h1>${escapeHtml(input.providerName)}</h1>
<p>Approve this payment to ${escapeHtml(input.merchant)}?</p>
${details([['Amount', input.amount]])}
${decisionForm(input.action, [
  { value: 'approve', label: 'Approve payment' },
  { value: 'cancel', label: 'Cancel' },
])}`,
  );
}

/**
 * The provider page of every redirect sandbox (`SANDBOX_PAGES.provider`): the player approves or
 * cancels at their bank, wallet or app, which comes back to the adapter as a `page_decision`
 * event, and is sent back to the site's return path.
 */
const providerPage: FastifyPluginCallbackTypebox<SandboxPageContext> = (fastify, context, done) => {
  fastify.get('/sandbox/bank/:transactionId', { schema: { params: IdParams } }, async (request, reply) => {
    const row = await transactionsStore.findById(context.db, request.params.transactionId);
    const data = row === undefined ? {} : providerDataOf(row);
    if (row === undefined || data.page !== 'provider') {
      return sendPage(reply, 404, renderResultPage('Payment not found', 'There is no such payment.'));
    }
    if (row.status !== 'action_required') {
      const back = returnLocation(data.returnUrl, row.id, wireStatus(row.status as StoredTransactionStatus));
      return sendPage(
        reply,
        200,
        renderResultPage('Payment finished', 'This payment is already finished.', {
          href: back,
          label: 'Back to the site',
        }),
      );
    }
    return sendPage(
      reply,
      200,
      renderProviderPage({
        action: SANDBOX_PAGES.provider(row.id),
        providerName: typeof data.providerName === 'string' ? data.providerName : 'Sandbox bank',
        amount: amountText(row.amount + row.fee, row.currency as CurrencyCode),
        merchant: MERCHANT,
      }),
    );
  });

  fastify.post(
    '/sandbox/bank/:transactionId',
    { schema: { params: IdParams, body: ProviderForm } },
    async (request, reply) => {
      const result = await decide(context, reply, request.params.transactionId, {
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
  done();
};

export default providerPage;

import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { PAYMENTS_API_PREFIX } from '@playfront/contracts';
import { PaymentsApiErrorSchema } from '@playfront/contracts/schemas';
import { PaymentsRequestError, refusal } from '../errors.ts';
import type { EventApplied } from '../transactions/provider-result.ts';
import { applyProviderEvent, type CallbackDeps } from './apply-provider-event.ts';
import { checkNotificationSignature, SIGNATURE_HEADER } from './notification-signature.ts';

/** The one route every provider notifies: `POST /api/v1/payments/callbacks/:providerId`. */
export const CALLBACK_PATH = `${PAYMENTS_API_PREFIX}/callbacks/:providerId`;

/** The callback path of one provider. */
export const callbackPath = (providerId: string): string =>
  CALLBACK_PATH.replace(':providerId', encodeURIComponent(providerId));

export interface CallbackRouteOptions {
  readonly deps: CallbackDeps;
  /** The secret providers sign their notifications with (`PAYMENTS_WEBHOOK_SECRET`). */
  readonly webhookSecret: string;
}

/** Notifications are small; anything larger is not one. */
const BODY_LIMIT = 16 * 1024;

const Params = Type.Object({ providerId: Type.String({ minLength: 1, maxLength: 64 }) });

/** What the route answers: the transaction's stored status (finer than the API's) and the chain state. */
const StateResponse = Type.Object({
  transactionId: Type.String(),
  status: Type.String(),
  confirmations: Type.Optional(Type.Integer()),
  requiredConfirmations: Type.Optional(Type.Integer()),
});

/** The body's text as sent; empty when there is none. */
const rawText = (request: FastifyRequest): string => (typeof request.body === 'string' ? request.body : '');

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PaymentsRequestError('NOTIFICATION_UNREADABLE', 'A notification body is JSON.');
  }
}

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
 * The provider notifications of every provider, sandbox or real, through one route:
 * 1. the body is kept as sent and the `Playfront-Signature` checked over method, path and body
 *    with the webhook secret (notification-signature.ts): 401 NOTIFICATION_SIGNATURE_INVALID,
 *    nothing read, otherwise;
 * 2. the provider's adapter reads the body (`readNotification`): which transaction, what event
 *    (400 NOTIFICATION_UNREADABLE; 404 PROVIDER_NOT_FOUND for a provider without one);
 * 3. the event is applied to that transaction, which must be the provider's own
 *    (apply-provider-event.ts; 404 TRANSACTION_NOT_FOUND, 409 CALLBACK_REJECTED).
 * The session cookie plays no part: a provider's server calls this, from no browser origin.
 */
const callbackRoute: FastifyPluginCallbackTypebox<CallbackRouteOptions> = (
  fastify,
  { deps, webhookSecret },
  done,
) => {
  // The body stays text until the signature, which covers the bytes as sent, has passed.
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, parsed) => {
      parsed(null, body);
    },
  );

  fastify.post(
    CALLBACK_PATH,
    {
      bodyLimit: BODY_LIMIT,
      config: { crossSiteAllowed: true },
      schema: { params: Params, response: { 200: StateResponse, '4xx': PaymentsApiErrorSchema } },
      preHandler: async (request, reply) => {
        const header = request.headers[SIGNATURE_HEADER];
        const check = checkNotificationSignature(
          webhookSecret,
          typeof header === 'string' ? header : undefined,
          { method: request.method, path: request.url, body: rawText(request) },
        );
        if (!check.ok) {
          await reply
            .code(401)
            .send(
              refusal(
                'NOTIFICATION_SIGNATURE_INVALID',
                `A provider notification must carry a valid ${SIGNATURE_HEADER} header (${check.reason}).`,
              ),
            );
        }
      },
    },
    async (request) => {
      const { providerId } = request.params;
      const adapter = deps.registry.adapterFor(providerId);
      if (adapter?.readNotification === undefined) {
        throw new PaymentsRequestError(
          'PROVIDER_NOT_FOUND',
          `The provider ${providerId} takes no notifications here.`,
        );
      }
      const { transactionId, event } = adapter.readNotification(parseJson(rawText(request)));
      return state(await applyProviderEvent(deps, transactionId, event, providerId));
    },
  );
  done();
};

export default callbackRoute;

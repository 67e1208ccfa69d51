import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { PaymentsRequestError } from '../../errors.ts';
import type { EventApplied } from '../../transactions/provider-result.ts';
import type { ProviderEvent } from '../provider.ts';
import { renderResultPage } from './page-layout.ts';

/**
 * What a sandbox provider's pages run on. The pages apply the player's decision as their
 * provider's event through `apply` (callbacks/apply-provider-event.ts, passed in by whoever
 * registers the providers), so the provider folders never import the callbacks.
 */
export interface SandboxPageContext {
  readonly db: Kysely<Database>;
  readonly apply: (transactionId: string, event: ProviderEvent) => Promise<EventApplied>;
  /** The webhook secret, which also keys the 3-D Secure form's token. */
  readonly webhookSecret: string;
}

/** The merchant the sandbox pages name. */
export const MERCHANT = 'Playfront';

/** Sends a page that no cache keeps. */
export const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** Applies a page's decision; a missing or settled transaction renders a page saying so. */
export async function decide(
  context: SandboxPageContext,
  reply: FastifyReply,
  transactionId: string,
  event: ProviderEvent,
): Promise<{ applied: EventApplied; sent?: undefined } | { applied?: undefined; sent: FastifyReply }> {
  try {
    return { applied: await context.apply(transactionId, event) };
  } catch (error) {
    if (!(error instanceof PaymentsRequestError)) throw error;
    if (error.code === 'TRANSACTION_NOT_FOUND') {
      return {
        sent: await sendPage(reply, 404, renderResultPage('Payment not found', 'There is no such payment.')),
      };
    }
    if (error.code === 'CALLBACK_REJECTED') {
      return {
        sent: await sendPage(
          reply,
          409,
          renderResultPage('Already finished', 'This payment was already finished.'),
        ),
      };
    }
    throw error;
  }
}

import { CallbackRejectedError, type ProviderAdapter } from '../provider.ts';
import {
  requireStatus,
  SANDBOX_PAGES,
  sandboxAdapter,
  sandboxReference,
} from '../sandbox/sandbox-adapter.ts';

/** What a redirect sandbox keeps with its transaction, for its page. */
export type ProviderPageData = {
  readonly page: 'provider';
  readonly providerName: string;
  /** The same-origin path the page sends the player back to. */
  readonly returnUrl: string;
};

/**
 * The sandbox of every provider whose deposit happens on the provider's own page (banks,
 * wallets, open banking, sign-in with an app, the on-ramp widget): the submit answers
 * `user_redirected` to the sandbox provider page, where the player approves or cancels. The
 * page's decision comes back as a `page_decision` event and the player returns to `returnUrl`.
 */
export function redirectPageSandbox(behaviour: string): ProviderAdapter {
  return sandboxAdapter(behaviour, {
    initiate: (context) => {
      const data: ProviderPageData = {
        page: 'provider',
        providerName: context.provider.name,
        returnUrl: context.client.returnUrl,
      };
      return Promise.resolve({
        type: 'redirect',
        path: SANDBOX_PAGES.provider(context.transactionId),
        reference: sandboxReference(behaviour.split('-')[0] ?? 'page'),
        data,
      });
    },
    handleCallback: ({ transaction, event, text }) => {
      if (event.type !== 'page_decision') {
        throw new CallbackRejectedError(`This payment takes page decisions, not ${event.type}.`);
      }
      requireStatus(transaction, ['action_required'], 'decide on the payment');
      if (event.decision === 'approve') return Promise.resolve({ type: 'approved' });
      return Promise.resolve({ type: 'cancelled', message: text('payment.cancelled_by_player') });
    },
  });
}

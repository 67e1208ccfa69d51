import type { CryptoInvoice, ErrorCode, SavedProfileDetails, SavedProfileKind } from '@playfront/contracts';
import type { StoredTransactionStatus } from './transaction-states.ts';
import type { TransactionRow } from './transactions-store.ts';

/*
 * What a provider answers about a payment, as the transactions see it. The provider adapters
 * (payments/providers) return these; the one mapping to a stored status is result-status.ts.
 * They live here, not beside the adapter interface, so the transactions never import the
 * providers' folder: the providers depend on the transactions, not the other way round.
 */

/** An instrument to save once the payment is approved: masked, plus the provider's token. */
export interface InstrumentToSave {
  readonly kind: SavedProfileKind;
  /** Already masked, e.g. `Visa •••• 4242`. */
  readonly display: string;
  readonly details: SavedProfileDetails;
  readonly token: string;
}

/** JSON an adapter keeps with a transaction between its steps. No secrets. */
export type ProviderData = Readonly<Record<string, unknown>>;

interface ResultBase {
  /** The provider's own id for the payment. */
  readonly reference?: string | undefined;
  /** Replaces the adapter's kept data when given. */
  readonly data?: ProviderData | undefined;
}

/**
 * What the provider said:
 * - `approved`: the money moved (a deposit is credited now);
 * - `declined`: refused, with the closed error code (and a player-facing message if the default
 *   does not fit);
 * - `pending`: accepted, it lands later (crypto invoice, cash coupon, a cashout being sent);
 * - `redirect`: the player must go to the provider's page at `path` (answers `user_redirected`);
 * - `challenge`: the provider's page opens inside the cashier (`iframe_opened`, 3-D Secure);
 * - `cancelled`: the player gave up at the provider;
 * - `failed`: the payment broke off on the provider's side.
 * `path` is a path of this server (the sandbox pages) or a full https URL of the provider.
 */
export type ProviderResult =
  | (ResultBase & {
      readonly type: 'approved';
      readonly message?: string;
      readonly saveInstrument?: InstrumentToSave | undefined;
    })
  | (ResultBase & { readonly type: 'declined'; readonly code: ErrorCode; readonly message?: string })
  | (ResultBase & { readonly type: 'pending'; readonly message: string; readonly invoice?: CryptoInvoice })
  | (ResultBase & { readonly type: 'redirect'; readonly path: string })
  | (ResultBase & { readonly type: 'challenge'; readonly path: string })
  | (ResultBase & { readonly type: 'cancelled'; readonly message?: string })
  | (ResultBase & { readonly type: 'failed'; readonly code: ErrorCode; readonly message?: string });

/** A transaction after a provider event: its status and what the adapter keeps (for the sandbox pages). */
export interface EventApplied {
  readonly transaction: TransactionRow;
  readonly status: StoredTransactionStatus;
  readonly data: ProviderData;
}

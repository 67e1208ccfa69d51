import type {
  CryptoInvoice,
  CurrencyCode,
  ErrorCode,
  PaymentAction,
  PaymentMethod,
  SavedProfileDetails,
  SavedProfileKind,
} from '@playfront/contracts';
import type { CatalogueProvider } from '../catalogue/index.ts';
import type { PlayerText } from '../player-text/player-text.ts';
import type { StoredTransactionStatus } from '../transactions/transaction-states.ts';

/**
 * The one interface every payment provider adapter implements, sandbox or real. The submit
 * pipeline and the callback routes speak only to this, so a real provider plugs in through
 * the registry without touching either.
 *
 * An adapter never touches the database: it answers what happened (`ProviderResult`) and the
 * pipeline moves the transaction and the balance in one database transaction. What it needs
 * between steps it returns as `data` (JSON, no secrets), and gets back with each callback.
 */
export interface ProviderAdapter {
  /** For logs and docs: `sandbox:card-3ds`, `worldpay`, … */
  readonly name: string;
  /**
   * Checked before any transaction exists; an answer here ends the submit without one.
   * MetaMask uses it to ask for the extension.
   */
  preflight?(context: PreflightContext): PreflightAnswer | undefined;
  /** Starts a deposit or cashout at the provider. A thrown error leaves the payment pending. */
  initiate(context: InitiateContext): Promise<ProviderResult>;
  /**
   * Handles the provider's notification about a transaction it started (a webhook, or a
   * sandbox page's decision). Throws `CallbackRejectedError` for an event that does not fit.
   */
  handleCallback(context: CallbackContext): Promise<ProviderResult>;
  /**
   * Asks the provider what became of a payment whose start was claimed but never answered (the
   * server died between the claim and the provider's answer): `not_found` when the provider
   * never received it, else its result. Without it such a claim waits for a person.
   */
  lookup?(context: LookupContext): Promise<ProviderLookup>;
}

export interface LookupContext {
  readonly transactionId: string;
  readonly action: PaymentAction;
}

export type ProviderLookup =
  { readonly found: false } | { readonly found: true; readonly result: ProviderResult };

export interface PreflightContext {
  readonly action: PaymentAction;
  readonly method: PaymentMethod;
  readonly client: ClientCapabilities;
}

export type PreflightAnswer = { readonly type: 'install_metamask'; readonly installUrl: string };

export interface ClientCapabilities {
  /** The browser has the MetaMask extension. */
  readonly hasWallet: boolean;
  /** Same-origin path to send the player back to after a provider's page. */
  readonly returnUrl: string;
}

/** A saved instrument the player pays with instead of typing its details. */
export interface SavedInstrument {
  readonly id: string;
  readonly kind: SavedProfileKind;
  readonly details: SavedProfileDetails;
  readonly token: string;
}

/** An instrument to save once the payment is approved: masked, plus the provider's token. */
export interface InstrumentToSave {
  readonly kind: SavedProfileKind;
  /** Already masked, e.g. `Visa •••• 4242`. */
  readonly display: string;
  readonly details: SavedProfileDetails;
  readonly token: string;
}

export interface InitiateContext {
  readonly transactionId: string;
  readonly playerId: string;
  readonly action: PaymentAction;
  readonly method: PaymentMethod;
  readonly provider: CatalogueProvider;
  readonly currency: CurrencyCode;
  /** Minor units: what the balance moves by. */
  readonly amount: number;
  /** Minor units: the method's commission (charged on top of a deposit, kept from a cashout). */
  readonly fee: number;
  /**
   * The form's values, already validated. Secrets (card number, CVV, voucher PIN) exist only
   * here, in memory, for this call: never put them in `data`.
   */
  readonly fields: Readonly<Record<string, string | boolean>>;
  readonly savedInstrument: SavedInstrument | undefined;
  readonly client: ClientCapabilities;
  /** The player's language: every `message` of the result is worded with it, never hard-coded. */
  readonly text: PlayerText;
}

/** JSON an adapter keeps with a transaction between its steps. No secrets. */
export type ProviderData = Readonly<Record<string, unknown>>;

/** A transaction as a callback sees it. */
export interface CallbackTransaction {
  readonly id: string;
  readonly playerId: string;
  readonly action: PaymentAction;
  readonly methodId: string;
  readonly providerId: string;
  readonly currency: CurrencyCode;
  readonly amount: number;
  readonly status: StoredTransactionStatus;
  readonly providerReference: string | null;
}

/** A provider's notification: `type` names it, the rest is the provider's own. */
export type ProviderEvent = Readonly<{ type: string } & Record<string, unknown>>;

export interface CallbackContext {
  readonly transaction: CallbackTransaction;
  /** What the adapter returned as `data` last time. */
  readonly data: ProviderData;
  readonly event: ProviderEvent;
  /**
   * Texts for the result's `message`. A notification comes from the provider, not the player, so
   * this is English; the submit pipeline does not show callback messages to the player today.
   */
  readonly text: PlayerText;
}

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

/** A callback that does not fit the transaction (wrong state, wrong kind of event). Answered 409. */
export class CallbackRejectedError extends Error {
  readonly statusCode = 409;
  readonly code = 'CALLBACK_REJECTED';
  constructor(message: string) {
    super(message);
    this.name = 'CallbackRejectedError';
  }
}

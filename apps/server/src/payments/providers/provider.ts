import type {
  CurrencyCode,
  PaymentAction,
  PaymentMethod,
  SavedProfileDetails,
  SavedProfileKind,
} from '@playfront/contracts';
import type { CatalogueProvider } from '../catalogue/index.ts';
import type { Conversion } from '../conversion/quote.ts';
import { PaymentsRequestError } from '../errors.ts';
import type { PlayerText } from '../player-text/player-text.ts';
import type { ProviderData, ProviderResult } from '../transactions/provider-result.ts';
import type { StoredTransactionStatus } from '../transactions/transaction-states.ts';

export type { Conversion } from '../conversion/quote.ts';
export type { InstrumentToSave, ProviderData, ProviderResult } from '../transactions/provider-result.ts';

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
   * Reads the body of a notification the provider posted to `POST /api/v1/payments/callbacks/:providerId`
   * (its signature already checked): which transaction it is about and what happened. Throws
   * `NotificationUnreadableError` for a body it cannot read. Without it the provider takes no
   * notifications (its payments settle on its pages, or by `lookup`).
   */
  readNotification?(body: unknown): ProviderNotification;
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
  /** A crypto method paid from a fiat account: the quoted coin side (decision 040). */
  readonly conversion?: Conversion;
  readonly client: ClientCapabilities;
  /** The player's language: every `message` of the result is worded with it, never hard-coded. */
  readonly text: PlayerText;
}

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

/** A notification read by its provider's adapter: the transaction it is about and the event. */
export interface ProviderNotification {
  readonly transactionId: string;
  readonly event: ProviderEvent;
}

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

/** A callback that does not fit the transaction (wrong state, wrong kind of event). Answered 409. */
export class CallbackRejectedError extends PaymentsRequestError {
  constructor(message: string) {
    super('CALLBACK_REJECTED', message);
    this.name = 'CallbackRejectedError';
  }
}

/** A notification body its provider's adapter cannot read. Answered 400, nothing applied. */
export class NotificationUnreadableError extends PaymentsRequestError {
  constructor(message: string) {
    super('NOTIFICATION_UNREADABLE', message);
    this.name = 'NotificationUnreadableError';
  }
}

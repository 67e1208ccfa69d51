import type {
  CancelCashoutResponse,
  CurrencyCode,
  LiveMessage,
  PaymentAction,
  SubmitRequest,
  TransactionItem,
  TransactionStatus,
  WidgetEvent,
} from '@playfront/contracts';
import type { CashierClient } from '../api/cashier-client.ts';
import type { ApiResult } from '../errors.ts';
import { liveUrl, startLiveUpdates, type LiveUpdates } from '../live/live-updates.ts';
import { formatMoney } from '../money/format-money.ts';
import { TRANSACTION_CLOSE_STATUSES, transactionMessageKey } from '../outcomes/transaction-close-status.ts';
import { CashierStore, type SubmitAttempt } from '../state/cashier-store.ts';
import { canTransition } from '../state/transitions.ts';
import { Subscribable } from '../subscribable.ts';
import {
  createWidgetEventEmitter,
  type WidgetEventEmitter,
  type WidgetEventPayloads,
} from '../widget-events.ts';
import type { CashierSessionSnapshot } from './session-snapshot.ts';
import { submitEffects, type SubmitNotification } from './submit-effects.ts';

/** Turns an i18n key and its parameters into the player's text (the UI's translations). */
export type SessionTranslate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

export interface CashierSessionOptions {
  client: CashierClient;
  action: PaymentAction;
  currency: CurrencyCode;
  /** BCP 47 language of the widget; also the locale amounts are written in. */
  language: string;
  /** The player's text for notifications; default: the key itself. */
  translate?: SessionTranslate;
  /** The submit machine; one is made for `client` when left out. */
  store?: CashierStore;
  /** The page's address, for a relative websocket path; default `globalThis.location`. */
  location?: Pick<Location, 'protocol' | 'host'>;
  /** The WebSocket class; default the global one. Without one, the session only polls. */
  WebSocketImpl?: typeof WebSocket;
  /** How often to poll while the socket is down (`LIVE_POLL_INTERVAL_MS` by default). */
  pollIntervalMs?: number;
}

/** How many recent transactions one poll reads to find the followed ones. */
const POLL_PAGE = 20;

/**
 * The cashier's state outside any screen, with no React: config and balances, live updates
 * (websocket, polling while it is down: the one way a payment's status arrives after its submit
 * answer), the submit machine and what follows each answer (through the outcome tables), the
 * close status and the widget events. A UI subscribes (`subscribe` / `getSnapshot`) and renders.
 */
export class CashierSession extends Subscribable {
  readonly client: CashierClient;
  /** The submit machine (one attempt at a time, one idempotency key per attempt). */
  readonly store: CashierStore;
  /** The widget events for the host page. */
  readonly events: WidgetEventEmitter = createWidgetEventEmitter();
  #snapshot: CashierSessionSnapshot;
  #translate: SessionTranslate;
  readonly #options: CashierSessionOptions;
  #live: LiveUpdates | undefined;
  #started = false;
  #greeted = false;
  /** Transactions the widget shows to their end. */
  readonly #followed = new Set<string>();
  /** The latest payment, the one the close status is about: only its moves change it. */
  #latest: string | undefined;
  /** `id:status` pairs already told to the player and the host. */
  readonly #told = new Set<string>();
  #configRead = 0;
  /** Balances pushed by `accounts_updated` are newer than any config read until the next reconnect. */
  #liveBalances = false;

  constructor(options: CashierSessionOptions) {
    super();
    this.#options = options;
    this.client = options.client;
    this.store = options.store ?? new CashierStore({ client: options.client });
    this.#translate = options.translate ?? ((key) => key);
    this.#snapshot = {
      config: { status: 'loading' },
      balances: undefined,
      action: options.action,
      currency: options.currency,
      language: options.language,
      connected: false,
      transactions: new Map(),
      liveVersion: 0,
      methodsVersion: 0,
      closeStatus: 'unknown',
      announcement: '',
      lastReference: undefined,
      reasons: new Map(),
      closedWindows: new Set(),
    };
  }

  getSnapshot = (): CashierSessionSnapshot => this.#snapshot;

  /** Reads the config and opens the live updates; `stop` closes them. Calling it again is harmless. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    void this.#readConfig();
  }

  /** Closes the live updates and stops polling; `start` opens them again. */
  stop(): void {
    this.#started = false;
    this.#greeted = false;
    this.#live?.stop();
    this.#live = undefined;
    if (this.#snapshot.connected) this.#set({ connected: false });
  }

  /** Sends a widget event to the host. */
  emit<E extends WidgetEvent>(event: E, payload: WidgetEventPayloads[E]): void {
    this.events.emit(event, payload);
  }

  /** The UI's translations (they load on demand and change with the language). */
  setTranslate(translate: SessionTranslate): void {
    this.#translate = translate;
  }

  /** The player switched between deposit and cashout. */
  selectAction(action: PaymentAction): void {
    if (action === this.#snapshot.action) return;
    this.#set({ action });
    this.emit('change_payment_action', { action });
  }

  /** The player picked another currency. */
  selectCurrency(currency: CurrencyCode): void {
    if (currency === this.#snapshot.currency) return;
    this.#set({ currency });
    this.emit('change_payment_currency', { currency });
  }

  /** The host set action and currency (from its URL): they win, and no event goes back to it. */
  followHost(action: PaymentAction, currency: CurrencyCode): void {
    if (action !== this.#snapshot.action || currency !== this.#snapshot.currency) {
      this.#set({ action, currency });
    }
  }

  /** The widget's language changed. */
  setLanguage(language: string): void {
    if (language === this.#snapshot.language) return;
    this.#set({ language });
    this.emit('change_language', { language });
  }

  /** Says `message` in the polite live region. */
  announce(message: string): void {
    this.#set({ announcement: message });
  }

  /**
   * Submits a payment attempt (refused while one runs), then reacts to the answer through the
   * outcome tables: the close status, the player's message, following a payment still going on.
   */
  async submit(request: SubmitRequest): Promise<SubmitAttempt> {
    // Told only when the machine will send it (not on a double click, not after `unknown`).
    if (canTransition(this.store.getSnapshot().status, 'submitting')) {
      const { methodId, action, currency, amount } = request;
      this.emit('payment_submit', { methodId, action, currency, amount });
    }
    return this.#settle(await this.store.submit(request));
  }

  /** Sends the failed attempt again under its own idempotency key. */
  async retry(): Promise<SubmitAttempt> {
    return this.#settle(await this.store.retry());
  }

  /**
   * Follows `transactionId` to its end: its status (`initial` until something newer is known)
   * decides the close status. `amount` words the player's message; without it the plain one.
   */
  follow(transactionId: string, initial: TransactionStatus = 'pending', amount?: number): void {
    if (this.#followed.has(transactionId)) return;
    this.#followed.add(transactionId);
    this.#latest = transactionId;
    this.#move(transactionId, this.#snapshot.transactions.get(transactionId) ?? initial, amount);
  }

  /** The status of `transactionId` as far as the session knows. */
  statusOf(transactionId: string): TransactionStatus | undefined {
    return this.#snapshot.transactions.get(transactionId);
  }

  /**
   * The player closed the provider's window. A payment still pending there waits on a decision
   * nobody will make: it is marked (`closedWindows`) so the widget offers to reopen the window
   * or cancel, and the followed payments are read once (a decision made just before closing).
   */
  windowClosed(transactionId: string): void {
    this.emit('payment_popup_closed', { transactionId });
    if (this.#snapshot.transactions.get(transactionId) !== 'pending') return;
    this.#set({ closedWindows: new Set(this.#snapshot.closedWindows).add(transactionId) });
    void this.#refreshFollowed();
  }

  /**
   * The provider's page in the widget moved on (its form posted, its return page loaded): the
   * payment may just have been decided. The followed payments still pending are read once, so
   * the outcome never hangs on the socket alone (an update sent while it was reconnecting, or
   * lost on a connection that died without a close).
   */
  providerPageChanged(): void {
    void this.#refreshFollowed();
  }

  /** The player opened the provider's window again: the payment waits on it once more. */
  windowReopened(transactionId: string): void {
    if (!this.#snapshot.closedWindows.has(transactionId)) return;
    const closed = new Set(this.#snapshot.closedWindows);
    closed.delete(transactionId);
    this.#set({ closedWindows: closed });
  }

  /**
   * Cancels a payment the player gave up on (a deposit left at the provider, a pending cashout)
   * through the cancel route; once the server agrees it is followed as cancelled.
   */
  async cancelPayment(transactionId: string): Promise<ApiResult<CancelCashoutResponse>> {
    const result = await this.client.cancelCashout({ id: transactionId });
    if (result.ok) this.#move(transactionId, 'cancelled');
    return result;
  }

  /** The player closes the widget: answers how the payment ended. */
  close(): CashierSessionSnapshot['closeStatus'] {
    return this.#snapshot.closeStatus;
  }

  /** The player closes the fast-deposit modal: tells the host, resets the form's machine. */
  closeFastDeposit(): CashierSessionSnapshot['closeStatus'] {
    const status = this.#snapshot.closeStatus;
    this.store.reset();
    this.emit('close_fast_deposit_modal', { status });
    return status;
  }

  #settle(attempt: SubmitAttempt): SubmitAttempt {
    const state = attempt.state;
    if (!attempt.accepted || state.status === 'idle' || state.status === 'submitting') return attempt;
    const effects = submitEffects(state);
    this.#latest = undefined;
    this.#set({
      closeStatus: effects.closeStatus,
      lastReference: effects.reference ?? this.#snapshot.lastReference,
    });
    if (effects.notification !== undefined) this.#notify(effects.notification);
    if (effects.follow !== undefined) this.follow(effects.follow, 'pending', state.request.amount);
    else if (state.status === 'notify') void this.#learnStatus(state.outcome.transactionId);
    return attempt;
  }

  #notify({ message, translate, tone, transactionId }: SubmitNotification): void {
    const text = translate ? this.#translate(message) : message;
    this.emit(
      'notification',
      transactionId === undefined ? { message: text, tone } : { message: text, tone, transactionId },
    );
  }

  /** A status learnt from any source: kept, told once when final, the close status if followed. */
  #move(transactionId: string, status: TransactionStatus, amount?: number, currency?: CurrencyCode): void {
    const transactions = this.#snapshot.transactions;
    if (transactions.get(transactionId) !== status) {
      this.#set({ transactions: new Map(transactions).set(transactionId, status) });
    }
    if (transactionId === this.#latest) this.#set({ closeStatus: TRANSACTION_CLOSE_STATUSES[status] });
    if (status !== 'pending') this.windowReopened(transactionId);
    if (
      status === 'failed' &&
      this.#followed.has(transactionId) &&
      !this.#snapshot.reasons.has(transactionId)
    ) {
      void this.#readReasons();
    }
    const key = `${transactionId}:${status}`;
    if (status === 'pending' || this.#told.has(key)) return;
    this.#told.add(key);
    const money =
      amount === undefined
        ? ''
        : formatMoney(amount, currency ?? this.#snapshot.currency, this.#snapshot.language);
    const message = this.#translate(transactionMessageKey(status, amount !== undefined), { amount: money });
    this.announce(message);
    this.emit('notification', { message, tone: status === 'completed' ? 'success' : 'error', transactionId });
  }

  async #readConfig(): Promise<void> {
    const read = ++this.#configRead;
    const last = this.#snapshot.config.data;
    this.#set({ config: last === undefined ? { status: 'loading' } : { status: 'loading', data: last } });
    const result = await this.client.config();
    // A newer read (a reconnect meanwhile) or a stop owns the answer.
    if (read !== this.#configRead || !this.#started) return;
    if (!result.ok) {
      this.#set({
        config:
          last === undefined
            ? { status: 'failed', error: result.error }
            : { status: 'failed', error: result.error, data: last },
      });
      return;
    }
    const balances = this.#liveBalances
      ? this.#snapshot.balances
      : Object.fromEntries(result.data.balances.map((entry) => [entry.currency, entry.amount]));
    this.#set({ config: { status: 'ready', data: result.data }, balances });
    this.#openLive(result.data.websocketPath);
  }

  #openLive(websocketPath: string): void {
    if (this.#live !== undefined) return;
    // Outside a browser (server rendering) there is no page to resolve a relative path against.
    const location = this.#options.location ?? (typeof window === 'undefined' ? undefined : window.location);
    if (location === undefined) return;
    const Impl = this.#options.WebSocketImpl;
    this.#live = startLiveUpdates({
      url: liveUrl(websocketPath, location),
      poll: () => this.#poll(),
      ...(this.#options.pollIntervalMs === undefined ? {} : { pollIntervalMs: this.#options.pollIntervalMs }),
      onMessage: (message) => {
        this.#onMessage(message);
      },
      onConnectionChange: (connected) => {
        this.#set({ connected });
        this.emit('web_socket_connection', { connected });
      },
      // Default the global one; without any (an old in-app browser) connecting throws and
      // polling takes over.
      ...(Impl === undefined ? {} : { WebSocketImpl: Impl }),
    });
  }

  /** While the socket is down: re-read what is shown, and the followed payments still pending. */
  async #poll(): Promise<void> {
    this.#bumpLive();
    await this.#refreshFollowed();
  }

  /**
   * A `notify` answer is a payment approved or one that lands later (a transfer to make, a
   * cashout being sent): its status, read once, tells which, and it is watched from then on. The
   * answer's own notification already told the player, so this read says nothing; it leaves the
   * close status to the answer.
   */
  async #learnStatus(transactionId: string): Promise<void> {
    this.#followed.add(transactionId);
    const result = await this.client.getTransactions({ limit: POLL_PAGE });
    if (!result.ok) return;
    const item = result.data.items.find((entry) => entry.id === transactionId);
    if (item === undefined || this.#snapshot.transactions.has(transactionId)) return;
    this.#told.add(`${transactionId}:${item.status}`);
    this.#set({ transactions: new Map(this.#snapshot.transactions).set(transactionId, item.status) });
  }

  /** A live update says a payment failed but not why: the history has its reason. */
  async #readReasons(): Promise<void> {
    const result = await this.client.getTransactions({ limit: POLL_PAGE });
    if (!result.ok) return;
    this.#keepReasons(result.data.items);
  }

  #keepReasons(items: readonly TransactionItem[]): void {
    const found = items.filter(
      (item) =>
        item.reason !== undefined && this.#followed.has(item.id) && !this.#snapshot.reasons.has(item.id),
    );
    if (found.length === 0) return;
    const reasons = new Map(this.#snapshot.reasons);
    for (const item of found) if (item.reason !== undefined) reasons.set(item.id, item.reason);
    this.#set({ reasons });
  }

  async #refreshFollowed(): Promise<void> {
    const pending = [...this.#followed].filter((id) => this.#snapshot.transactions.get(id) === 'pending');
    if (pending.length === 0) return;
    const result = await this.client.getTransactions({ limit: POLL_PAGE });
    if (!result.ok || !this.#started) return;
    this.#keepReasons(result.data.items);
    for (const item of result.data.items) {
      if (pending.includes(item.id)) this.#move(item.id, item.status, item.amount, item.currency);
    }
  }

  #onMessage(message: LiveMessage): void {
    switch (message.type) {
      case 'hello':
        // A reconnect may follow missed updates: re-read the config (balances); the first hello
        // comes right after the first reads, which are fresh.
        if (this.#greeted) {
          this.#liveBalances = false;
          this.client.resetCache();
          void this.#readConfig();
        }
        // Updates published before this socket subscribed are not replayed, the first time too
        // (a payment can fail at its provider while the socket still opens): re-read the
        // followed payments still pending, if any.
        void this.#refreshFollowed();
        this.#greeted = true;
        this.#bumpLive();
        return;
      case 'transaction_status':
        this.#move(message.transactionId, message.status, message.amount, message.currency);
        this.#bumpLive();
        return;
      case 'accounts_updated':
        this.#liveBalances = true;
        this.#set({ balances: message.balances });
        this.emit('accounts_updated', { balances: message.balances });
        return;
      case 'player_updated':
        this.emit('user_updated', {});
        return;
      case 'methods_available':
        this.client.resetCache();
        this.#set({ methodsVersion: this.#snapshot.methodsVersion + 1 });
        void this.#readConfig();
        this.announce(this.#translate('cashier.methods_updated'));
        this.emit('new_payment_methods_available', {});
        return;
    }
  }

  #bumpLive(): void {
    this.#set({ liveVersion: this.#snapshot.liveVersion + 1 });
  }

  #set(patch: Partial<CashierSessionSnapshot>): void {
    const current = this.#snapshot;
    const keys = Object.keys(patch) as (keyof CashierSessionSnapshot)[];
    // A new snapshot only when something changed: subscribers re-render on a new object.
    if (keys.every((key) => Object.is(current[key], patch[key]))) return;
    this.#snapshot = { ...current, ...patch };
    this.notify();
  }
}

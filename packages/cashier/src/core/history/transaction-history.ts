import type {
  CurrencyCode,
  PaymentAction,
  TransactionItem,
  TransactionStatus,
  TransactionsQuery,
  TransactionsResponse,
} from '@playfront/contracts';
import type { CashierClient } from '../api/cashier-client.ts';
import type { CashierError } from '../errors.ts';
import { Subscribable } from '../subscribable.ts';

/** The history's filters; `''` is "all". */
export interface HistoryFilters {
  action: PaymentAction | '';
  status: TransactionStatus | '';
  /** First day shown, `YYYY-MM-DD` in the player's time zone (a date input's value). */
  from: string;
  /** Last day shown, included, `YYYY-MM-DD` in the player's time zone. */
  to: string;
}

/** A pending cashout's cancellation: asked to confirm, running, or refused by the server. */
export interface HistoryCancel {
  id: string;
  phase: 'confirm' | 'busy' | 'failed';
}

export interface TransactionHistorySnapshot {
  filters: HistoryFilters;
  /** 0 for the first page. */
  page: number;
  /** A read is running; the rows already shown stay, marked busy, rather than flashing away. */
  loading: boolean;
  /** The last read failed (nothing newer is loading). */
  error: CashierError | undefined;
  /** The last page read, its cancelled cashouts shown cancelled. */
  items: readonly TransactionItem[];
  /** Whether any page was read yet. */
  loaded: boolean;
  nextCursor: string | null;
  cancel: HistoryCancel | undefined;
}

const FIRST_PAGE: readonly (string | undefined)[] = [undefined];

/**
 * The transaction history route's state, with no React: filters, keyset paging (the API pages
 * forwards only, so the cursors seen are kept for "previous"), reads (a newer one drops an older
 * answer), pending cashouts cancelled after a confirmation.
 */
export class TransactionHistory extends Subscribable {
  readonly #client: Pick<CashierClient, 'getTransactions' | 'cancelCashout'>;
  #currency: CurrencyCode | undefined;
  #cursors = FIRST_PAGE;
  #cancelled = new Set<string>();
  #response: TransactionsResponse | undefined;
  #read: AbortController | undefined;
  #snapshot: TransactionHistorySnapshot = {
    filters: { action: '', status: '', from: '', to: '' },
    page: 0,
    loading: true,
    error: undefined,
    items: [],
    loaded: false,
    nextCursor: null,
    cancel: undefined,
  };

  constructor(client: Pick<CashierClient, 'getTransactions' | 'cancelCashout'>, currency?: CurrencyCode) {
    super();
    this.#client = client;
    this.#currency = currency;
  }

  getSnapshot = (): TransactionHistorySnapshot => this.#snapshot;

  /** Reads the page shown again (a live update, a retry, the first show). */
  refresh(): void {
    this.#read?.abort();
    const controller = new AbortController();
    this.#read = controller;
    this.#set({ loading: true });
    void this.#client.getTransactions(this.#query(), controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) {
        this.#set({ loading: false, error: result.error });
        return;
      }
      this.#response = result.data;
      this.#set({
        loading: false,
        error: undefined,
        loaded: true,
        nextCursor: result.data.nextCursor,
        items: this.#items(),
      });
    });
  }

  /** Stops the read in flight (the route is gone). */
  dispose(): void {
    this.#read?.abort();
  }

  /** Only transactions in `currency` (all when undefined), from the first page. */
  setCurrency(currency: CurrencyCode | undefined): void {
    if (currency === this.#currency) return;
    this.#currency = currency;
    this.#restart({});
  }

  setFilters(patch: Partial<HistoryFilters>): void {
    this.#restart({ filters: { ...this.#snapshot.filters, ...patch } });
  }

  next(): void {
    const next = this.#snapshot.nextCursor;
    if (next === null || this.#snapshot.loading) return;
    this.#cursors = [...this.#cursors, next];
    this.#set({ page: this.#cursors.length - 1, cancel: undefined });
    this.refresh();
  }

  previous(): void {
    if (this.#cursors.length < 2 || this.#snapshot.loading) return;
    this.#cursors = this.#cursors.slice(0, -1);
    this.#set({ page: this.#cursors.length - 1, cancel: undefined });
    this.refresh();
  }

  /** Asks the player to confirm cancelling cashout `id`; `undefined` puts the question away. */
  askCancel(id: string | undefined): void {
    this.#set({ cancel: id === undefined ? undefined : { id, phase: 'confirm' } });
  }

  /** Cancels cashout `id`; answers whether the server did. */
  async confirmCancel(id: string): Promise<boolean> {
    this.#set({ cancel: { id, phase: 'busy' } });
    const result = await this.#client.cancelCashout({ id });
    if (!result.ok) {
      this.#set({ cancel: { id, phase: 'failed' } });
      return false;
    }
    this.#cancelled = new Set(this.#cancelled).add(id);
    this.#set({ cancel: undefined, items: this.#items() });
    return true;
  }

  #restart(patch: Partial<TransactionHistorySnapshot>): void {
    this.#cursors = FIRST_PAGE;
    this.#set({ ...patch, page: 0, cancel: undefined });
    this.refresh();
  }

  #query(): TransactionsQuery {
    const { action, status, from, to } = this.#snapshot.filters;
    const cursor = this.#cursors.at(-1);
    const start = startOfDay(from, 0);
    const end = startOfDay(to, 1);
    return {
      ...(action === '' ? {} : { action }),
      ...(status === '' ? {} : { status }),
      ...(start === undefined ? {} : { from: start }),
      ...(end === undefined ? {} : { before: end }),
      ...(this.#currency === undefined ? {} : { currency: this.#currency }),
      ...(cursor === undefined ? {} : { cursor }),
    };
  }

  /** The page read, with the cashouts cancelled here shown cancelled (the page may predate it). */
  #items(): readonly TransactionItem[] {
    return (this.#response?.items ?? []).map((item) =>
      this.#cancelled.has(item.id) ? { ...item, status: 'cancelled' as const, cancellable: false } : item,
    );
  }

  #set(patch: Partial<TransactionHistorySnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...patch };
    this.notify();
  }
}

/**
 * The instant the local day `date` (`YYYY-MM-DD`) plus `days` begins, as ISO 8601: the player's
 * days are their own time zone's, the API's bounds are instants. Undefined for no or a bad date.
 */
function startOfDay(date: string, days: number): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return undefined;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(day.getTime()) ? undefined : day.toISOString();
}

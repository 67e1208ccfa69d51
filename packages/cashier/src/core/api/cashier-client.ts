import { refuseUntrustedPage } from '../outcomes/payment-page-origin.ts';
import type {
  CancelCashoutParams,
  CancelCashoutResponse,
  CashierConfig,
  CryptoQuoteRequest,
  CryptoQuoteResponse,
  DeleteSavedProfileParams,
  GetConversionMethodsQuery,
  GetConversionMethodsResponse,
  GetMethodFieldsParams,
  GetMethodFieldsQuery,
  GetMethodFieldsResponse,
  GetMethodsQuery,
  GetMethodsResponse,
  Player,
  PlayerFields,
  SubmitRequest,
  SubmitResponse,
  TransactionsQuery,
  TransactionsResponse,
} from '@playfront/contracts';
import type { ApiResult } from '../errors.ts';
import type { FetchLike, HttpContext } from './http.ts';
import { cancelCashout } from './operations/cancel-cashout.ts';
import { getConfig } from './operations/config.ts';
import { getCryptoQuote } from './operations/crypto-quote.ts';
import { deleteSavedProfile } from './operations/delete-saved-profile.ts';
import { getConversionMethods } from './operations/get-conversion-methods.ts';
import { getMethodFields } from './operations/get-method-fields.ts';
import { getMethods } from './operations/get-methods.ts';
import { savePlayerFields } from './operations/save-player-fields.ts';
import { submit } from './operations/submit.ts';
import { getTransactions } from './operations/transactions.ts';
import { QueryCache, queryKey, type CacheSnapshot } from './query-cache.ts';

/** Options of `createCashierClient`. */
export interface CashierClientOptions {
  /** Origin the API paths are appended to; `''` (the default) calls the page's own origin. */
  baseUrl?: string;
  /** The `fetch` to call; defaults to `globalThis.fetch`. */
  fetch?: FetchLike;
  /** Clock for cache timestamps; defaults to `Date.now`. */
  now?: () => number;
  /**
   * The player's language (BCP 47, `de`, `pt-BR`), sent as `Accept-Language` with every request so
   * the server's messages (payment outcomes, errors, field messages) come in it. A function is read
   * at each request, so a language switch applies to the next one; left out, the browser's own
   * header goes (English when it names no language the server speaks).
   */
  language?: string | (() => string);
}

/**
 * The payments API as the cashier uses it. Every method resolves to an `ApiResult` and never
 * rejects. Reads (`config`, `getMethods`, `getMethodFields`, `getConversionMethods`) are cached
 * by operation and parameters until `resetCache` (or a write that changes them); history is
 * never cached, since it moves with every payment.
 */
export interface CashierClient {
  /**
   * The cashier's config: player, currencies with exponents, balances, actions. Cached. A changed
   * `catalogueVersion` drops the cached method lists and forms.
   */
  config(signal?: AbortSignal): Promise<ApiResult<CashierConfig>>;
  /** The methods for an action and currency, with the player's saved profiles. Cached. */
  getMethods(query: GetMethodsQuery, signal?: AbortSignal): Promise<ApiResult<GetMethodsResponse>>;
  /** One method's form for an action. Cached. */
  getMethodFields(
    params: GetMethodFieldsParams & GetMethodFieldsQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<GetMethodFieldsResponse>>;
  /** The on-ramp pair. Cached. */
  getConversionMethods(
    query?: GetConversionMethodsQuery,
    signal?: AbortSignal,
  ): Promise<ApiResult<GetConversionMethodsResponse>>;
  /** Forgets a saved profile; drops cached method lists (they carry the profiles). */
  deleteSavedProfile(params: DeleteSavedProfileParams, signal?: AbortSignal): Promise<ApiResult<undefined>>;
  /**
   * Submits a payment attempt under `idempotencyKey`. Prefer the submit store, which makes one
   * key per attempt and refuses a second submit while one runs. Drops the cached config (balances),
   * and the cached methods and forms on `outdated_method_fields`.
   */
  submit(
    request: SubmitRequest,
    idempotencyKey: string,
    signal?: AbortSignal,
  ): Promise<ApiResult<SubmitResponse>>;
  /** Saves the player's fields; drops the cached config (it carries the player). */
  savePlayerFields(fields: PlayerFields, signal?: AbortSignal): Promise<ApiResult<Player>>;
  /** One page of transaction history. Not cached. */
  getTransactions(query?: TransactionsQuery, signal?: AbortSignal): Promise<ApiResult<TransactionsResponse>>;
  /** Cancels a pending cashout; drops the cached config (balances). */
  cancelCashout(params: CancelCashoutParams, signal?: AbortSignal): Promise<ApiResult<CancelCashoutResponse>>;
  /** A crypto method's quote from a fiat account (decision 040). Not cached. */
  cryptoQuote(request: CryptoQuoteRequest, signal?: AbortSignal): Promise<ApiResult<CryptoQuoteResponse>>;
  /** Clears every cached answer (and ignores answers still in flight). Call it on log-out or a catalogue change. */
  resetCache(): void;
  /** Follows the cache: the listener runs after every change. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The cache's current entries; a new object only after a change (`useSyncExternalStore`-ready). */
  getSnapshot(): CacheSnapshot;
}

/** Creates a client over an injected `fetch`; each client has its own cache. */
export function createCashierClient(options: CashierClientOptions = {}): CashierClient {
  const fetchImpl = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
  const { language } = options;
  const context: HttpContext = {
    baseUrl: options.baseUrl ?? '',
    fetch: fetchImpl,
    language: typeof language === 'string' ? () => language : language,
  };
  const cache = new QueryCache(options.now);
  let catalogueVersion: string | undefined;

  const client: CashierClient = {
    config: async (signal) => {
      const result = await cache.fetch('config', queryKey('config'), () => getConfig(context, signal));
      // A new catalogue version means some method changed: cached lists and forms are stale.
      if (result.ok && result.data.catalogueVersion !== catalogueVersion) {
        if (catalogueVersion !== undefined) {
          cache.invalidate('getMethods', 'getMethodFields', 'getConversionMethods');
        }
        catalogueVersion = result.data.catalogueVersion;
      }
      return result;
    },
    getMethods: (query, signal) =>
      cache.fetch('getMethods', queryKey('getMethods', query), () => getMethods(context, query, signal)),
    getMethodFields: (params, signal) =>
      cache.fetch('getMethodFields', queryKey('getMethodFields', params), () =>
        getMethodFields(context, params, signal),
      ),
    getConversionMethods: (query = {}, signal) =>
      cache.fetch('getConversionMethods', queryKey('getConversionMethods', query), () =>
        getConversionMethods(context, query, signal),
      ),
    deleteSavedProfile: async (params, signal) => {
      const result = await deleteSavedProfile(context, params, signal);
      if (result.ok) cache.invalidate('getMethods');
      return result;
    },
    submit: async (request, idempotencyKey, signal) => {
      const answered = await submit(context, request, idempotencyKey, signal);
      const names = answered.ok && answered.data.ok ? answered.data.outcome.status : undefined;
      // A provider page is opened only if the config allows its origin (cached since the first load).
      const config =
        names === 'user_redirected' || names === 'iframe_opened' ? await client.config(signal) : undefined;
      const result: typeof answered =
        answered.ok && config !== undefined
          ? {
              ...answered,
              data: refuseUntrustedPage(
                answered.data,
                apiOrigin(context.baseUrl),
                config.ok ? (config.data.paymentOrigins ?? []) : [],
              ),
            }
          : answered;
      if (result.ok) {
        cache.invalidate('config');
        // The form was built from old fields: the next read must fetch the new ones.
        if (result.data.ok && result.data.outcome.status === 'outdated_method_fields') {
          cache.invalidate('getMethods', 'getMethodFields');
        }
      }
      return result;
    },
    savePlayerFields: async (fields, signal) => {
      const result = await savePlayerFields(context, fields, signal);
      if (result.ok) cache.invalidate('config');
      return result;
    },
    getTransactions: (query = {}, signal) => getTransactions(context, query, signal),
    cancelCashout: async (params, signal) => {
      const result = await cancelCashout(context, params, signal);
      if (result.ok) cache.invalidate('config');
      return result;
    },
    cryptoQuote: (request, signal) => getCryptoQuote(context, request, signal),
    resetCache: () => {
      cache.reset();
    },
    subscribe: (listener) => cache.subscribe(listener),
    getSnapshot: () => cache.getSnapshot(),
  };
  return client;
}

/** The API's origin: `baseUrl`'s, or the page's own when the API is called on it. */
function apiOrigin(baseUrl: string): string {
  // No `location` off the browser (server rendering, tests in Node): no page origin to trust.
  if (baseUrl !== '') return new URL(baseUrl).origin;
  return typeof location === 'undefined' ? '' : location.origin;
}

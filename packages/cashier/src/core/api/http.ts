import { CashierError, type ApiResult } from '../errors.ts';

/** The `fetch` the client calls; inject a fake in tests or a wrapped one for tracing. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** What every operation needs: where the API is and how to call it. */
export interface HttpContext {
  /** Origin the API paths are appended to, e.g. `https://play.example`; `''` for the page's own origin. */
  baseUrl: string;
  fetch: FetchLike;
  /** The player's language, sent as `Accept-Language` so the server words its messages in it. */
  language?: (() => string) | undefined;
}

/** A body check: true when `value` has the shape the operation promises. */
export type ResponseGuard<T> = (value: unknown) => value is T;

export interface HttpRequest<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, string | number | undefined>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Checks a 2xx JSON body; absent for answers without a body (204). */
  guard?: ResponseGuard<T>;
}

/** Builds `baseUrl + path + ?query`, leaving out undefined query values. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Readonly<Record<string, string | number | undefined>>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/+$/, '')}${path}${search === '' ? '' : `?${search}`}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readText(value: unknown, key: string): string | undefined {
  return isRecord(value) && typeof value[key] === 'string' ? value[key] : undefined;
}

async function readJson(
  response: Response,
): Promise<{ ok: true; value: unknown } | { ok: false; cause: unknown }> {
  try {
    const text = await response.text();
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (cause) {
    return { ok: false, cause };
  }
}

/**
 * Sends one request with the session cookie (`credentials: 'include'`) and turns every failure
 * into a `CashierError`: it never throws and never rejects.
 */
export async function sendRequest<T>(context: HttpContext, request: HttpRequest<T>): Promise<ApiResult<T>> {
  const url = buildUrl(context.baseUrl, request.path, request.query);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  const language = context.language?.();
  if (language) headers['accept-language'] = language;
  const init: RequestInit = { method: request.method, credentials: 'include', headers };
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  if (request.signal) init.signal = request.signal;

  let response: Response;
  try {
    response = await context.fetch(url, init);
  } catch (cause) {
    const aborted = request.signal?.aborted === true;
    return {
      ok: false,
      error: new CashierError(
        aborted ? 'aborted' : 'network',
        aborted
          ? `${request.method} ${request.path} was aborted.`
          : `${request.method} ${request.path} got no answer.`,
        { cause },
      ),
    };
  }

  if (!response.ok) {
    const body = await readJson(response);
    const value = body.ok ? body.value : undefined;
    const code = readText(value, 'code');
    const reference = readText(value, 'reference');
    return {
      ok: false,
      error: new CashierError('http', `${request.method} ${request.path} answered ${response.status}.`, {
        status: response.status,
        ...(code === undefined ? {} : { code }),
        ...(reference === undefined ? {} : { reference }),
        cause: value,
      }),
    };
  }

  if (!request.guard) return { ok: true, data: undefined as T };
  const body = await readJson(response);
  if (!body.ok) {
    return {
      ok: false,
      error: new CashierError(
        'invalid_response',
        `${request.method} ${request.path} answered malformed JSON.`,
        {
          status: response.status,
          cause: body.cause,
        },
      ),
    };
  }
  if (!request.guard(body.value)) {
    return {
      ok: false,
      error: new CashierError(
        'invalid_response',
        `${request.method} ${request.path} answered a body that does not match its contract.`,
        { status: response.status, cause: body.value },
      ),
    };
  }
  return { ok: true, data: body.value };
}

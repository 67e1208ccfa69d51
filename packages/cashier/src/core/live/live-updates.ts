import {
  SESSION_ENDED_CLOSE_CODE,
  PAYMENT_ACTIONS,
  TRANSACTION_STATUSES,
  isCurrencyCode,
  type LiveMessage,
} from '@playfront/contracts';

/** First reconnect delay; it doubles per failed attempt up to `LIVE_RECONNECT_MAX_MS`. */
export const LIVE_RECONNECT_MIN_MS = 1_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;
/** How often the cashier polls while the socket is down, unless told otherwise. */
export const LIVE_POLL_INTERVAL_MS = 5_000;
export { SESSION_ENDED_CLOSE_CODE };

export interface LiveUpdatesOptions {
  /** The socket's `ws(s)://` address (see `liveUrl`). */
  url: string;
  /** Re-reads what the cashier shows; called every `pollIntervalMs` while the socket is down. */
  poll: () => Promise<void>;
  pollIntervalMs?: number;
  /** Every valid message, `hello` included (the cue to re-read after a reconnect). */
  onMessage: (message: LiveMessage) => void;
  /** True on `hello`, false when a connected socket closes. */
  onConnectionChange?: (connected: boolean) => void;
  /** A message that is not JSON or not a `LiveMessage`: dropped, with the reason given here. */
  onInvalidMessage?: (reason: string) => void;
  WebSocketImpl?: typeof WebSocket;
}

export interface LiveUpdates {
  /** Closes the socket and clears every timer; nothing is called afterwards. */
  stop(): void;
}

/** The parse of one websocket frame. */
export type LiveMessageParse = { ok: true; message: LiveMessage } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMinorUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function includes<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/**
 * Checks a frame against `LiveMessageSchema` by hand: the core stays free of a schema
 * runtime, and the test suite checks this agrees with the schema.
 */
export function parseLiveMessage(data: unknown): LiveMessageParse {
  if (typeof data !== 'string') return { ok: false, reason: 'not a text frame' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (!isRecord(value) || typeof value.type !== 'string') return { ok: false, reason: 'no message type' };
  switch (value.type) {
    case 'hello':
    case 'player_updated':
    case 'methods_available':
      return { ok: true, message: { type: value.type } };
    case 'transaction_status': {
      const { transactionId, action, status, amount, currency } = value;
      if (
        typeof transactionId !== 'string' ||
        !includes(PAYMENT_ACTIONS, action) ||
        !includes(TRANSACTION_STATUSES, status) ||
        !isMinorUnits(amount) ||
        typeof currency !== 'string' ||
        !isCurrencyCode(currency)
      ) {
        return { ok: false, reason: 'invalid transaction_status' };
      }
      return {
        ok: true,
        message: { type: 'transaction_status', transactionId, action, status, amount, currency },
      };
    }
    case 'accounts_updated': {
      const { balances } = value;
      if (!isRecord(balances) || !Object.values(balances).every(isMinorUnits)) {
        return { ok: false, reason: 'invalid accounts_updated' };
      }
      return {
        ok: true,
        message: { type: 'accounts_updated', balances: { ...balances } as Record<string, number> },
      };
    }
    default:
      return { ok: false, reason: `unknown message type ${value.type}` };
  }
}

/**
 * The delay before reconnect attempt `attempt` (0 for the first): 1 s doubling to 30 s, plus
 * up to 20 % jitter so a server restart is not met by every cashier in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.min(LIVE_RECONNECT_MAX_MS, Math.round(base * (1 + 0.2 * random())));
}

/** The websocket address for `path` on the page's host: `wss:` under `https:`, `ws:` otherwise. */
export function liveUrl(path: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (/^wss?:\/\//.test(path)) return path;
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Opens the cashier's live-updates socket and keeps it open: reconnects with capped backoff,
 * polls while it is down, stops for good when the session ends (close 4401).
 */
export function startLiveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
  const pollIntervalMs = options.pollIntervalMs ?? LIVE_POLL_INTERVAL_MS;
  let socket: WebSocket | undefined;
  let stopped = false;
  let connected = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;

  function setConnected(value: boolean) {
    if (connected === value) return;
    connected = value;
    options.onConnectionChange?.(value);
  }

  function schedulePoll() {
    pollTimer = setTimeout(() => {
      pollTimer = undefined;
      // The next poll is timed from the end of this one, so slow answers never pile up.
      void options
        .poll()
        .catch(() => undefined)
        .then(() => {
          if (polling && !stopped) schedulePoll();
        });
    }, pollIntervalMs);
  }

  function startPolling() {
    if (polling || stopped) return;
    polling = true;
    schedulePoll();
  }

  function stopPolling() {
    polling = false;
    if (pollTimer !== undefined) clearTimeout(pollTimer);
    pollTimer = undefined;
  }

  function scheduleReconnect() {
    if (stopped || reconnectTimer !== undefined) return;
    const delay = reconnectDelay(attempt);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  }

  function handleMessage(event: MessageEvent) {
    const parsed = parseLiveMessage(event.data);
    if (!parsed.ok) {
      options.onInvalidMessage?.(parsed.reason);
      return;
    }
    if (parsed.message.type === 'hello') {
      attempt = 0;
      stopPolling();
      setConnected(true);
    }
    options.onMessage(parsed.message);
  }

  function handleClose(current: WebSocket, event: CloseEvent) {
    if (socket !== current || stopped) return;
    socket = undefined;
    setConnected(false);
    if (event.code === SESSION_ENDED_CLOSE_CODE) {
      // The player is logged out: polling would only collect 401s.
      stopPolling();
      return;
    }
    startPolling();
    scheduleReconnect();
  }

  function connect() {
    if (stopped) return;
    let current: WebSocket;
    try {
      current = new Impl(options.url);
    } catch {
      // A bad URL or a blocked constructor: treat it as a failed connection.
      startPolling();
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onmessage = (event) => {
      if (socket === current && !stopped) handleMessage(event);
    };
    current.onclose = (event) => {
      handleClose(current, event);
    };
  }

  connect();

  return {
    stop() {
      if (stopped) return;
      stopped = true;
      stopPolling();
      if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const current = socket;
      socket = undefined;
      if (current) {
        current.onmessage = null;
        current.onclose = null;
        current.close(1000);
      }
    },
  };
}

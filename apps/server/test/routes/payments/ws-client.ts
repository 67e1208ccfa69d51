import WebSocket from 'ws';

/** A test client's open socket with every message it has received so far, parsed. */
export interface OpenSocket {
  readonly socket: WebSocket;
  readonly messages: unknown[];
  /** Resolves with the `count`-th message (1-based) once it has arrived. */
  nth(count: number, timeoutMs?: number): Promise<unknown>;
  /** Resolves with the close code once the socket is closed. */
  closed(): Promise<number>;
}

/** Either the open socket, or the HTTP status the server answered the handshake with. */
export type ConnectResult = { ok: true; open: OpenSocket } | { ok: false; status: number };

/**
 * Opens a websocket the way a browser page would: with the page's Origin and the session cookie
 * (the `ws` package can set both; the global WebSocket cannot).
 */
export function connect(
  url: string,
  headers: { origin?: string; cookie?: string },
  options: { autoPong?: boolean } = {},
): Promise<ConnectResult> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
    const messages: unknown[] = [];
    const waiters = new Set<() => void>();
    let closeCode: number | undefined;
    socket.on('message', (data: Buffer) => {
      messages.push(JSON.parse(data.toString('utf8')));
      for (const wake of waiters) wake();
    });
    socket.on('close', (code) => {
      closeCode = code;
      for (const wake of waiters) wake();
    });
    const waitFor = <T>(ready: () => T | undefined, timeoutMs: number, what: string) =>
      new Promise<T>((done, fail) => {
        const check = () => {
          const value = ready();
          if (value === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          done(value);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`timed out waiting for ${what}; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    socket.once('open', () => {
      resolve({
        ok: true,
        open: {
          socket,
          messages,
          nth: (count, timeoutMs = 5000) =>
            waitFor(
              () => (messages.length >= count ? messages[count - 1] : undefined),
              timeoutMs,
              `message ${count}`,
            ),
          closed: () => waitFor(() => closeCode, 10_000, 'close'),
        },
      });
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve({ ok: false, status: response.statusCode ?? 0 });
      response.resume();
      socket.terminate();
    });
    socket.once('error', (error) => {
      if (socket.readyState === WebSocket.CONNECTING) reject(error);
    });
  });
}

/** Connects and fails the test unless the socket opens. */
export async function connectOpen(
  url: string,
  headers: { origin?: string; cookie?: string },
  options: { autoPong?: boolean } = {},
): Promise<OpenSocket> {
  const result = await connect(url, headers, options);
  if (!result.ok) throw new Error(`websocket refused with HTTP ${result.status}`);
  return result.open;
}

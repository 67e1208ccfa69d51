import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/schema.ts';
import { createInMemoryLiveUpdates, type LiveUpdate, type LiveUpdates } from './live-updates.ts';

/** The NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'playfront_live';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7999;

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface PgLiveUpdatesOptions {
  /** Where the dedicated LISTEN connection goes (the server's DATABASE_URL). */
  readonly connectionString: string;
  /** The app's database, whose pool sends the NOTIFYs. */
  readonly db: Kysely<Database>;
  readonly log: Logger;
  /** Defaults to `playfront_live`; a plain lower-case identifier. */
  readonly channel?: string;
  /** First and longest wait before reconnecting the listener, doubling in between. */
  readonly reconnectDelayMs?: { readonly min: number; readonly max: number };
}

export interface PgLiveUpdates extends LiveUpdates {
  /** Whether the LISTEN connection is up now (for health checks and tests). */
  readonly listening: boolean;
}

/** What travels on the channel: the update and the server that published it. */
interface Envelope {
  readonly from: string;
  readonly update: LiveUpdate;
}

function parseEnvelope(payload: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { from, update } = value as { from?: unknown; update?: unknown };
    if (typeof from !== 'string' || typeof update !== 'object' || update === null) return undefined;
    const { type, playerId } = update as { type?: unknown; playerId?: unknown };
    return typeof type === 'string' && typeof playerId === 'string'
      ? { from, update: update as LiveUpdate }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Live updates shared by every server on one PostgreSQL database. `publish` hands the update to
 * this server's own subscribers at once (as the in-memory fan-out does) and sends
 * `pg_notify('playfront_live', {"from": <this server>, "update": …})` through the app's pool;
 * each server keeps one dedicated connection that LISTENs on the channel and hands the updates
 * of the other servers to its local subscribers. PostgreSQL delivers a NOTIFY only when its
 * transaction commits, and publishers call this after their commit anyway.
 *
 * The listener reconnects with backoff when its connection drops. Updates other servers publish
 * while it is down are missed: they are hints to refresh, and the cashier reads fresh state on
 * every (re)connect.
 *
 * Resolves once the first LISTEN is in place, so a server never starts deaf; rejects if it fails.
 */
export async function createPgLiveUpdates(options: PgLiveUpdatesOptions): Promise<PgLiveUpdates> {
  const channel = options.channel ?? LIVE_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  const { log } = options;
  const delays = options.reconnectDelayMs ?? { min: 100, max: 5000 };
  const local = createInMemoryLiveUpdates();
  // Tells this server's own notifications apart: they were delivered locally when published.
  const serverId = randomUUID();

  let client: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;

  const deliver = (update: LiveUpdate) => {
    // A listener that throws must not take the LISTEN connection's event handler down with it.
    try {
      void local.publish(update);
    } catch (error) {
      log.error({ err: error }, 'live update listener failed');
    }
  };

  const lose = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return;
    client = undefined;
    lost.removeAllListeners('notification');
    // After an error the socket may linger; after 'end' it is gone already.
    if (error !== undefined) lost.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'live updates: LISTEN connection lost, reconnecting');
    schedule();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      const envelope = parseEnvelope(message.payload);
      if (envelope === undefined) log.warn({ channel }, 'live updates: ignored a malformed notification');
      else if (envelope.from !== serverId) deliver(envelope.update);
    });
    // Without an error listener a dropped connection would crash the process.
    next.on('error', (error) => {
      lose(next, error);
    });
    next.on('end', () => {
      lose(next);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    failures = 0;
  };

  function schedule(): void {
    const wait = Math.min(delays.max, delays.min * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: unknown) => {
        if (closed) return;
        log.warn({ err: error, attempt: failures }, 'live updates: reconnect failed');
        schedule();
      });
    }, wait);
    retryTimer.unref();
  }

  await connect();

  return {
    get listening() {
      return client !== undefined;
    },

    async publish(update) {
      const payload = JSON.stringify({ from: serverId, update } satisfies Envelope);
      const bytes = Buffer.byteLength(payload, 'utf8');
      if (bytes > MAX_PAYLOAD_BYTES) {
        throw new RangeError(
          `A live update must stay under 8000 bytes of JSON for NOTIFY; this ${update.type} has ${bytes}.`,
        );
      }
      deliver(update);
      await sql`select pg_notify(${channel}, ${payload})`.execute(options.db);
    },

    subscribe: (playerId, listener) => local.subscribe(playerId, listener),

    async close() {
      closed = true;
      if (retryTimer !== undefined) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current !== undefined) await current.end().catch(() => undefined);
      await local.close();
    },
  };
}

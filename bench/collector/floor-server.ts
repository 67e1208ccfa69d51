/**
 * The collector's floor: the least a server can do to take a batch of events durably, and
 * nothing more. `node:http`, `JSON.parse` of the body, one prepared
 * `INSERT … ON CONFLICT(event_id) DO NOTHING` reused across batches, and the same group commit
 * idea as the real collector (every request parsed in one turn of the event loop shares one
 * transaction and one fsync). Same table, same indexes and same pragmas as Playfront's SQLite
 * (WAL, synchronous=FULL), so the two differ only by what Playfront does on top: the framework,
 * validation, the query builder, cookies, limits.
 *
 * No validation at all: the floor trusts its input, which the product never may. That is what
 * makes it a floor rather than a rival.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { EVENTS_PATH } from '@playfront/contracts';
import { migrateToLatest, openDatabase, EVENT_COLUMNS } from '@playfront/server/testing';

export interface FloorServer {
  readonly url: string;
  /** Rows in the events table. */
  count(): number;
  close(): Promise<void>;
}

interface Pending {
  readonly events: readonly Record<string, unknown>[];
  readonly response: ServerResponse;
}

/** Creates the schema with Playfront's own migrations, so both sides write the same table. */
async function createSchema(dataDir: string): Promise<void> {
  const handle = openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

export async function startCollectorFloor(dataDir: string): Promise<FloorServer> {
  await createSchema(dataDir);
  const db = new DatabaseSync(join(dataDir, 'playfront.db'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;');
  // A row's values in EVENT_COLUMNS' order, as straight-line code generated once, as Playfront's
  // events writer does (decision 077): the received time is the floor's clock, and the server's
  // own NOT NULL bot flag (decision 045) 0, as the floor judges no User-Agent.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from EVENT_COLUMNS, a constant list of column names
  const rowValues = new Function(
    'event',
    'now',
    `return [${EVENT_COLUMNS.map((column) =>
      column === 'received_at' ? 'now' : column === 'bot' ? '0' : `event.${column} ?? null`,
    ).join(', ')}];`,
  ) as (event: Record<string, unknown>, now: number) => SQLInputValue[];
  const insert = db.prepare(
    `INSERT INTO analytics_events (${EVENT_COLUMNS.join(', ')}) VALUES (${EVENT_COLUMNS.map(() => '?').join(', ')}) ` +
      'ON CONFLICT (event_id) DO NOTHING',
  );

  let pending: Pending[] = [];
  let scheduled = false;
  const commit = () => {
    scheduled = false;
    const group = pending;
    pending = [];
    const now = Date.now();
    const accepted: number[] = [];
    db.exec('BEGIN');
    for (const { events } of group) {
      let stored = 0;
      for (const event of events) stored += Number(insert.run(...rowValues(event, now)).changes);
      accepted.push(stored);
    }
    db.exec('COMMIT');
    group.forEach(({ events, response }, index) => {
      const stored = accepted[index]!;
      const body = `{"accepted":${stored},"duplicates":${events.length - stored},"rejected":[]}`;
      response
        .writeHead(200, { 'content-type': 'application/json', 'content-length': body.length })
        .end(body);
    });
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST' || request.url !== EVENTS_PATH) {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const events = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>[];
      pending.push({ events, response });
      if (!scheduled) {
        scheduled = true;
        setImmediate(commit);
      }
    });
  };

  const server = createServer({ keepAliveTimeout: 60_000 }, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${EVENTS_PATH}`,
    count: () => (db.prepare('SELECT count(*) AS n FROM analytics_events').get() as { n: number }).n,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      db.close();
    },
  };
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { PLAYER_DATA_EXPORT_PATH } from '@playfront/contracts';
import { buildApp, loadConfig, startPostgres, type PostgresCluster } from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';
import { writeResult } from '../lib/report.ts';
import { median, round } from '../lib/stats.ts';

const GOAL = { rssGrowthMb: 100 } as const;
/** The origin `app.inject` requests come from (same-origin for the origin check). */
const ORIGIN = 'http://localhost:80';

interface RoundResult {
  readonly firstByteMs: number;
  readonly totalMs: number;
  readonly megabytes: number;
  readonly rssGrowthMb: number;
}

/** One export read to its end, with the process's RSS sampled every 20 ms meanwhile. */
async function exportRound(url: string, session: string): Promise<RoundResult> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  let firstByteMs = 0;
  let bytes = 0;
  try {
    const response = await fetch(url, {
      headers: { cookie: `pf_session=${session}`, 'accept-encoding': 'identity' },
    });
    if (response.status !== 200 || response.body === null)
      throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body) {
      if (firstByteMs === 0) firstByteMs = performance.now() - started;
      bytes += chunk.byteLength;
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    firstByteMs: round(firstByteMs, 1),
    totalMs: Math.round(performance.now() - started),
    megabytes: round(bytes / 1e6, 1),
    rssGrowthMb: Math.round((peak - before) / 1e6),
  };
}

export async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      postgres: { type: 'boolean', default: false },
      events: { type: 'string', default: '200000' },
      rounds: { type: 'string', default: '3' },
      record: { type: 'boolean', default: false },
    },
  });
  const events = positiveInteger('events', values.events);
  const rounds = Math.min(4, positiveInteger('rounds', values.rounds));
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-export-'));
  let cluster: PostgresCluster | undefined;
  try {
    if (values.postgres) cluster = await startPostgres();
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        ...(cluster === undefined ? {} : { DATABASE_URL: cluster.url }),
      }),
    );
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const registered = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        payload: JSON.stringify({
          email: `bench-${randomUUID()}@example.com`,
          password: 'a long enough secret',
          country: 'DE',
          currency: 'EUR',
        }),
      });
      const playerId = registered.json<{ id: string }>().id;
      const session = registered.cookies.find((c) => c.name === 'pf_session')?.value;
      if (session === undefined)
        throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);

      const now = Date.now();
      for (let start = 0; start < events; start += 1000) {
        const rows = Array.from({ length: Math.min(1000, events - start) }, (_, index) => ({
          event_id: randomUUID(),
          event: 'page_view',
          project_id: 'bench',
          mode: 'spa',
          lib_version: '0.0.33',
          core_version: '0.0.33',
          timestamp: now - start - index,
          hostname: 'play.example.com',
          pathname: '/games/slots',
          stag: 'aff_bench',
          device: 'web',
          browser: 'Chrome',
          temp_player_id: 'bench-visitor',
          license: 'MGA',
          ip_country: 'DE',
          interlayer_id: null,
          connection_type: '4g',
          user_id: playerId,
          loading_time: 812.5,
          time_to_fetch_start: 3.2,
          time_to_first_byte: 120.4,
          received_at: now,
          bot: 0,
        }));
        await app.database.db.insertInto('analytics_events').values(rows).execute();
      }
      if (cluster !== undefined) await sql`analyze analytics_events`.execute(app.database.db);

      const url = `http://127.0.0.1:${port}${PLAYER_DATA_EXPORT_PATH}`;
      await exportRound(url, session);
      const results: RoundResult[] = [];
      for (let index = 0; index < rounds; index += 1) results.push(await exportRound(url, session));
      const summary = {
        firstByteMs: median(results.map((r) => r.firstByteMs)),
        totalMs: median(results.map((r) => r.totalMs)),
        megabytes: median(results.map((r) => r.megabytes)),
        rssGrowthMb: median(results.map((r) => r.rssGrowthMb)),
        eventsPerSecond: Math.round(events / (median(results.map((r) => r.totalMs)) / 1000)),
      };
      const met = summary.rssGrowthMb < GOAL.rssGrowthMb;
      console.table(results);
      console.log(
        `${values.postgres ? 'PostgreSQL' : 'SQLite'}, ${events} events: ${JSON.stringify(summary)}; ` +
          `goal RSS growth < ${GOAL.rssGrowthMb} MB: ${met ? 'met' : 'missed'}`,
      );
      writeResult(`privacy-export-${values.postgres ? 'postgres' : 'sqlite'}`, {
        events,
        rounds: results,
        median: summary,
        goal: GOAL,
        met,
      });
    } finally {
      await app.close();
    }
  } finally {
    await cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

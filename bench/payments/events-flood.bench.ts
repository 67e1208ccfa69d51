/**
 * Payments latency during an events flood: the real server (buildApp, listening on 127.0.0.1,
 * NODE_ENV=production, LOG_LEVEL=warn, SQLite in a temp folder) and the methods bench's player.
 * One child process sends `GET /api/v1/payments/methods` at a fixed open-loop rate
 * (bench/lib/open-loop.ts); another floods the collector from one client with 500-event batches
 * at a fixed rate, at most `--max-in-flight` outstanding (events-flood-child.ts). Phases: a
 * warm-up, getMethods alone ("idle"), then getMethods while the flood runs ("flood").
 *
 * By default the server runs with its default limits: the flood is the (600 requests a
 * minute × 500 events from one client) and the per-client events budget refuses most of it.
 * `--unlimited` lifts the per-client collector limits, as if the flood came from many clients:
 * then it measures what the collector admits, bounded by the pending-events queue (503 beyond).
 *
 * Run: npx node --conditions=@playfront/source bench/payments/events-flood.bench.ts [--record]
 *      [--unlimited] [--rate=200] [--seconds=10] [--flood-rate=10] [--max-in-flight=32]
 * Goal: getMethods p50 during the flood at most 3× its idle p50.
 */
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runChildPhase } from '../lib/child-phase.ts';
import { OPEN_LOOP_CHILD, type LoadOrder, type LoadReport } from '../lib/open-loop.ts';
import { percentile, round } from '../lib/stats.ts';
import type { FloodOrder, FloodReport } from './events-flood-child.ts';

// Workspace packages resolve to their TypeScript sources under this condition.
if (!process.execArgv.some((flag) => flag.includes('@playfront/source'))) {
  const run = spawnSync(
    process.execPath,
    ['--conditions=@playfront/source', ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const GOAL = { floodP50OverIdleP50: 3 } as const;
const EVENTS_PER_REQUEST = 500;
const FLOOD_CHILD = new URL('./events-flood-child.ts', import.meta.url);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      record: { type: 'boolean', default: false },
      unlimited: { type: 'boolean', default: false },
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '10' },
      'warmup-seconds': { type: 'string', default: '2' },
      'flood-rate': { type: 'string', default: '10' },
      'max-in-flight': { type: 'string', default: '32' },
    },
  });
  const positive = (name: string, raw: string) => {
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || value > 100_000) {
      throw new Error(`--${name} must be positive`);
    }
    return value;
  };
  const rate = positive('rate', values.rate);
  const seconds = positive('seconds', values.seconds);
  const warmupSeconds = positive('warmup-seconds', values['warmup-seconds']);
  const floodRate = positive('flood-rate', values['flood-rate']);
  const maxInFlight = positive('max-in-flight', values['max-in-flight']);

  const { EVENTS_PATH } = await import('@playfront/contracts');
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { METHODS_PATH, seedMethodsPlayer } = await import('./methods-player.ts');
  const { runInfo, writeResult } = await import('../lib/report.ts');

  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-'));
  const limits = values.unlimited
    ? { EVENTS_RATE_LIMIT_PER_MINUTE: '10000000', EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '1000000000' }
    : {};
  try {
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...limits }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const methodsChild = fork(OPEN_LOOP_CHILD, { stdio: 'inherit', execArgv: [] });
    const floodChild = fork(FLOOD_CHILD, { stdio: 'inherit', execArgv: ['--conditions=@playfront/source'] });

    try {
      const player = await seedMethodsPlayer(app, origin);
      const methods = (phase: string, runSeconds: number) => {
        const order: LoadOrder = {
          phase,
          url: `${origin}${METHODS_PATH}`,
          headers: { cookie: `pf_session=${player.session}` },
          rate,
          seconds: runSeconds,
        };
        return runChildPhase<LoadReport>(methodsChild, order);
      };
      const flood = (phase: string, runSeconds: number) => {
        const order: FloodOrder = {
          phase,
          url: `${origin}${EVENTS_PATH}`,
          rate: floodRate,
          seconds: runSeconds,
          eventsPerRequest: EVENTS_PER_REQUEST,
          maxInFlight,
        };
        return runChildPhase<FloodReport>(floodChild, order);
      };

      // How long the server's event loop was held: node:sqlite runs statements synchronously,
      // so time spent in them (and in parsing and checking events) shows here, not as lock waits.
      const loopDelay = monitorEventLoopDelay({ resolution: 5 });
      loopDelay.enable();
      const loop = (histogram: IntervalHistogram) => ({
        p50: round(histogram.percentile(50) / 1e6),
        p99: round(histogram.percentile(99) / 1e6),
        max: round(histogram.max / 1e6),
      });

      await methods('warm-up', warmupSeconds);
      loopDelay.reset();
      const idle = await methods('idle', seconds);
      const idleLoop = loop(loopDelay);
      // The flood starts first and outlasts the measured phase by a second on each side.
      const flooding = flood('flood', seconds + 2);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      loopDelay.reset();
      const during = await methods('during-flood', seconds);
      const floodLoop = loop(loopDelay);
      loopDelay.disable();
      const floodReport = await flooding;
      const stored = await app.database.db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();

      const figures = (report: LoadReport) => ({
        p50: round(percentile(report.latenciesMs, 50)),
        p95: round(percentile(report.latenciesMs, 95)),
        p99: round(percentile(report.latenciesMs, 99)),
        max: round(report.latenciesMs.at(-1) ?? Number.NaN),
        errors: report.errors + report.unanswered,
      });
      const idleFigures = figures(idle);
      const floodFigures = figures(during);
      const ratio = floodFigures.p50 / idleFigures.p50;
      const result = {
        name: values.unlimited ? 'payments-events-flood-unlimited' : 'payments-events-flood',
        dialect: 'sqlite',
        goal: GOAL,
        met: ratio <= GOAL.floodP50OverIdleP50 && idleFigures.errors + floodFigures.errors === 0,
        workload: {
          methodsPath: METHODS_PATH,
          methodsRate: rate,
          seconds,
          flood: {
            requestsPerSecond: floodRate,
            eventsPerRequest: EVENTS_PER_REQUEST,
            maxInFlight,
            perClientLimits: values.unlimited ? 'lifted' : 'defaults',
          },
        },
        methodsLatencyMs: { idle: idleFigures, duringFlood: floodFigures },
        serverEventLoopDelayMs: { idle: idleLoop, duringFlood: floodLoop },
        floodP50OverIdleP50: round(ratio),
        flood: {
          sent: floodReport.sent,
          skippedAtMaxInFlight: floodReport.skipped,
          statuses: floodReport.statuses,
          eventsAccepted: floodReport.eventsAccepted,
          eventsStored: Number(stored.count),
          latencyMs: {
            p50: round(percentile(floodReport.latenciesMs, 50)),
            p99: round(percentile(floodReport.latenciesMs, 99)),
          },
        },
      };
      writeResult(result.name, result);
      console.log(JSON.stringify({ ...result, run: runInfo() }, null, 2));
      if (!result.met) process.exitCode = 1;
    } finally {
      methodsChild.kill();
      floodChild.kill();
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * Payments latency during an events flood: the real server (buildApp, listening on 127.0.0.1,
 * NODE_ENV=production, LOG_LEVEL=warn, SQLite in a temp folder) and the methods bench's player.
 * One child process sends `GET /api/v1/payments/methods` at a fixed open-loop rate
 * (bench/lib/open-loop.ts); another floods the collector from one client with 500-event batches
 * at a fixed rate, at most `--max-in-flight` outstanding (events-flood-child.ts). Phases: a
 * warm-up, then rounds of getMethods alone ("idle") and getMethods while the flood runs.
 *
 * By default the server runs with its default limits: the flood is the (600 requests a
 * minute × 500 events from one client) and the per-client events budget refuses most of it.
 * `--unlimited` lifts the per-client collector limits, as if the flood came from many clients:
 * then it measures what the collector admits, bounded by the pending-events queue (503 beyond).
 *
 * Run: npx node --conditions=@playfront/source bench/payments/events-flood.bench.ts [--record]
 *      [--unlimited] [--rate=200] [--rounds=3] [--seconds=5] [--flood-rate=60] [--max-in-flight=32]
 * Goal: getMethods p50 during the flood at most 3× its idle p50.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { runChildPhase } from '../lib/child-phase.ts';
import { OPEN_LOOP_CHILD, type LoadOrder, type LoadReport } from '../lib/open-loop.ts';
import { percentile, round } from '../lib/stats.ts';
import type { FloodOrder, FloodReport } from './events-flood-child.ts';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const GOAL = { floodP50OverIdleP50: 3 } as const;
const EVENTS_PER_REQUEST = 500;
type LoopHistogram = ReturnType<typeof monitorEventLoopDelay>;

const FLOOD_CHILD = new URL('./events-flood-child.ts', import.meta.url);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      record: { type: 'boolean', default: false },
      unlimited: { type: 'boolean', default: false },
      rate: { type: 'string', default: '200' },
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '5' },
      'warmup-seconds': { type: 'string', default: '2' },
      'flood-rate': { type: 'string', default: '60' },
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
  const rounds = Math.round(positive('rounds', values.rounds));
  const seconds = positive('seconds', values.seconds);
  const warmupSeconds = positive('warmup-seconds', values['warmup-seconds']);
  const floodRate = positive('flood-rate', values['flood-rate']);
  const maxInFlight = positive('max-in-flight', values['max-in-flight']);

  const { EVENTS_PATH } = await import('@playfront/contracts');
  const { buildApp, loadConfig } = await import('@playfront/server/testing');
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

      await methods('warm-up', warmupSeconds);
      // Idle and flood phases alternate, so a burst of load from elsewhere on a shared machine
      // falls on both rather than on one; each side's figures pool its rounds.
      const idle: LoadReport[] = [];
      const during: LoadReport[] = [];
      const floods: FloodReport[] = [];
      const cpu = { idle: 0, duringFlood: 0 };
      const loops: { idle: LoopHistogram[]; duringFlood: LoopHistogram[] } = { idle: [], duringFlood: [] };
      // How long the server's event loop was held: node:sqlite runs statements synchronously,
      // so time spent in them (and in parsing and checking events) shows here, not as lock waits.
      const measure = async (side: 'idle' | 'duringFlood', phase: string) => {
        const histogram = monitorEventLoopDelay({ resolution: 5 });
        histogram.enable();
        const before = process.cpuUsage();
        const report = await methods(phase, seconds);
        const used = process.cpuUsage(before);
        histogram.disable();
        cpu[side] += (used.user + used.system) / 1000 / report.durationMs / rounds;
        loops[side].push(histogram);
        return report;
      };
      for (let round = 1; round <= rounds; round += 1) {
        idle.push(await measure('idle', `idle-${round}`));
        // The flood starts a second before the measured phase and outlasts it by a second.
        const flooding = flood(`flood-${round}`, seconds + 2);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        during.push(await measure('duringFlood', `during-flood-${round}`));
        floods.push(await flooding);
      }
      const stored = await app.database.db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();

      const sorted = (lists: readonly (readonly number[])[]) => lists.flat().sort((a, b) => a - b);
      const figures = (reports: readonly LoadReport[]) => {
        const latencies = sorted(reports.map((report) => report.latenciesMs));
        return {
          p50: round(percentile(latencies, 50)),
          p95: round(percentile(latencies, 95)),
          p99: round(percentile(latencies, 99)),
          max: round(latencies.at(-1) ?? Number.NaN),
          errors: reports.reduce((sum, report) => sum + report.errors + report.unanswered, 0),
        };
      };
      const loop = (histograms: readonly LoopHistogram[]) => ({
        p50: round(Math.max(...histograms.map((h) => h.percentile(50))) / 1e6),
        p99: round(Math.max(...histograms.map((h) => h.percentile(99))) / 1e6),
        max: round(Math.max(...histograms.map((h) => h.max)) / 1e6),
      });
      const idleFigures = figures(idle);
      const floodFigures = figures(during);
      const ratio = floodFigures.p50 / idleFigures.p50;
      const roundRatios = during.map((report, i) =>
        round(percentile(report.latenciesMs, 50) / percentile(idle[i]?.latenciesMs ?? [], 50)),
      );
      const floodLatencies = sorted(floods.map((report) => report.latenciesMs));
      const statuses: Record<string, number> = {};
      for (const report of floods) {
        for (const [status, count] of Object.entries(report.statuses)) {
          statuses[status] = (statuses[status] ?? 0) + count;
        }
      }
      const result = {
        name: values.unlimited ? 'payments-events-flood-unlimited' : 'payments-events-flood',
        dialect: 'sqlite',
        goal: GOAL,
        met: ratio <= GOAL.floodP50OverIdleP50 && idleFigures.errors + floodFigures.errors === 0,
        workload: {
          methodsPath: METHODS_PATH,
          methodsRate: rate,
          rounds,
          secondsPerPhase: seconds,
          flood: {
            requestsPerSecond: floodRate,
            eventsPerRequest: EVENTS_PER_REQUEST,
            maxInFlight,
            perClientLimits: values.unlimited ? 'lifted' : 'defaults',
          },
        },
        methodsLatencyMs: { idle: idleFigures, duringFlood: floodFigures },
        floodP50OverIdleP50: round(ratio),
        roundRatios,
        // Worst round of each side; the resolution is 5 ms, so about 5 ms is an idle loop.
        serverEventLoopDelayMs: { idle: loop(loops.idle), duringFlood: loop(loops.duringFlood) },
        // The server's own process (it runs no load generator), as a share of one core.
        serverCpu: { idle: round(cpu.idle), duringFlood: round(cpu.duringFlood) },
        flood: {
          sent: floods.reduce((sum, report) => sum + report.sent, 0),
          skippedAtMaxInFlight: floods.reduce((sum, report) => sum + report.skipped, 0),
          statuses,
          eventsAccepted: floods.reduce((sum, report) => sum + report.eventsAccepted, 0),
          eventsStored: stored.count,
          latencyMs: {
            p50: round(percentile(floodLatencies, 50)),
            p99: round(percentile(floodLatencies, 99)),
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

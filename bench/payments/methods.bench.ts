/**
 * getMethods latency under a fixed request rate: the real server (buildApp, listening on
 * 127.0.0.1, NODE_ENV=production, LOG_LEVEL=warn) on a temp SQLite database, one registered
 * player (German, EUR, a balance and three saved profiles), and a load generator in a child
 * process sending `GET /api/v1/payments/methods?action=deposit&currency=EUR` with the session
 * cookie at a fixed open-loop rate (bench/lib/open-loop.ts: requests go out on schedule whether
 * or not earlier ones have been answered, and each latency counts from its scheduled time, so a
 * stall shows up in the figures instead of silently slowing the sender). A warm-up round first;
 * the run is bounded in time and stops by itself.
 *
 * Run: npx node --conditions=@playfront/source bench/payments/methods.bench.ts [--record]
 *      [--rate=500] [--seconds=10] [--warmup-seconds=2]
 * Goal: p99 under 20 ms at 500 requests/s, no errors.
 */
import { fork, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runChildPhase } from '../lib/child-phase.ts';
import { OPEN_LOOP_CHILD, type LoadOrder, type LoadReport } from '../lib/open-loop.ts';
import { percentile, round } from '../lib/stats.ts';

// Workspace packages resolve to their TypeScript sources under this condition; without it
// they would need a build. Start again with it when it is missing.
if (!process.execArgv.some((flag) => flag.includes('@playfront/source'))) {
  const run = spawnSync(
    process.execPath,
    ['--conditions=@playfront/source', ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const GOAL = { requestsPerSecond: 500, p99Ms: 20 } as const;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      record: { type: 'boolean', default: false },
      rate: { type: 'string', default: String(GOAL.requestsPerSecond) },
      seconds: { type: 'string', default: '10' },
      'warmup-seconds': { type: 'string', default: '2' },
    },
  });
  const positive = (name: string, raw: string) => {
    const value = Number(raw);
    if (!Number.isFinite(value) || value <= 0 || value > 100_000)
      throw new Error(`--${name} must be positive`);
    return value;
  };
  const rate = positive('rate', values.rate);
  const seconds = positive('seconds', values.seconds);
  const warmupSeconds = positive('warmup-seconds', values['warmup-seconds']);

  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { METHODS_PATH: PATH, seedMethodsPlayer } = await import('./methods-player.ts');
  const { runInfo, writeResult } = await import('../lib/report.ts');

  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-'));
  try {
    const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const child = fork(OPEN_LOOP_CHILD, { stdio: 'inherit', execArgv: [] });

    try {
      const player = await seedMethodsPlayer(app, origin);
      const { session } = player;
      const url = `${origin}${PATH}`;

      const run = (phase: string, runSeconds: number) => {
        const order: LoadOrder = {
          phase,
          url,
          headers: { cookie: `pf_session=${session}` },
          rate,
          seconds: runSeconds,
        };
        return runChildPhase<LoadReport>(child, order);
      };

      await run('warm-up', warmupSeconds);
      const serverCpuBefore = process.cpuUsage();
      const measured = await run('measured', seconds);
      const serverCpu = process.cpuUsage(serverCpuBefore);

      const latency = measured.latenciesMs;
      const p99 = percentile(latency, 99);
      const achieved = measured.answered / (measured.durationMs / 1000);
      const failures = measured.errors + measured.unanswered;
      const result = {
        name: 'payments-methods',
        dialect: 'sqlite',
        goal: GOAL,
        met: p99 < GOAL.p99Ms && failures === 0 && rate >= GOAL.requestsPerSecond,
        workload: {
          path: PATH,
          targetRate: rate,
          seconds,
          warmupSeconds,
          scheduled: measured.scheduled,
          methodsListed: player.methodsListed,
          savedProfiles: player.savedProfiles,
          averageBodyBytes: measured.bodyBytes,
        },
        achievedRate: round(achieved, 1),
        latencyMs: {
          p50: round(percentile(latency, 50)),
          p95: round(percentile(latency, 95)),
          p99: round(p99),
          max: round(latency.at(-1) ?? Number.NaN),
        },
        errors: failures,
        statuses: measured.statuses,
        durationMs: Math.round(measured.durationMs),
        // Share of one core each process used while measured.
        cpu: {
          server: round((serverCpu.user + serverCpu.system) / 1000 / measured.durationMs),
          loadGenerator: round(measured.cpuShare),
        },
      };
      writeResult(result.name, result);
      console.log(JSON.stringify({ ...result, run: runInfo() }, null, 2));
      if (!result.met) process.exitCode = 1;
    } finally {
      child.kill();
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * Server-rendered home page latency under a fixed request rate: the real server (buildApp with
 * the web build, NODE_ENV=production, LOG_LEVEL=warn, temp SQLite, 127.0.0.1) and an open-loop
 * load generator in a child process (bench/lib/open-loop.ts: latency from the scheduled send
 * time) sending `GET /` with `accept-language: en`; first as an anonymous visitor, then as the
 * demo player logged in (balance, saved card), each phase after its own warm-up.
 *
 * Run: npm run build && npx node --conditions=@playfront/source bench/site/ssr.bench.ts [--record]
 *      [--rate=200] [--seconds=10] [--warmup-seconds=2]
 * Goal: p50 under 15 ms at 200 requests/s in both phases, no errors.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runChildPhase } from '../lib/child-phase.ts';
import { OPEN_LOOP_CHILD, type LoadOrder, type LoadReport } from '../lib/open-loop.ts';
import { percentile, round } from '../lib/stats.ts';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const GOAL = { requestsPerSecond: 200, p50Ms: 15 } as const;

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

  // As a production deployment runs: React (and other CommonJS packages) choose their production
  // build from process.env at load time; loadConfig's NODE_ENV below only reaches the config.
  process.env.NODE_ENV = 'production';
  const { buildApp, loadConfig, DEMO_PLAYER, seedDemoData } = await import('@playfront/server/testing');
  const { runInfo, writeResult } = await import('../lib/report.ts');

  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-'));
  try {
    const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const child = fork(OPEN_LOOP_CHILD, { stdio: 'inherit', execArgv: [] });

    try {
      // The logged-in phase renders the home of a returning player: balance and a saved card.
      await seedDemoData(app.database.db);
      const login = await fetch(`${origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: DEMO_PLAYER.email, password: DEMO_PLAYER.password }),
      });
      const session = /pf_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
      if (login.status !== 200 || session === undefined) throw new Error(`log-in answered ${login.status}`);

      const phases = [
        { name: 'anonymous', headers: { 'accept-language': 'en' } },
        { name: 'player', headers: { 'accept-language': 'en', cookie: `pf_session=${session}` } },
      ] as const;

      // Each phase's page must be what it claims: the visitor sees the join call, the player a balance.
      for (const phase of phases) {
        const check = await fetch(`${origin}/`, { headers: phase.headers });
        const html = await check.text();
        if (check.status !== 200 || !html.includes('<html'))
          throw new Error(`GET / answered ${check.status}`);
        const showsBalance = html.includes('500.00') || html.includes('500,00');
        if ((phase.name === 'player') !== showsBalance) {
          throw new Error(`GET / as ${phase.name} ${showsBalance ? 'shows' : 'does not show'} the balance`);
        }
      }

      const url = `${origin}/`;
      const run = (phase: string, headers: Readonly<Record<string, string>>, runSeconds: number) => {
        const order: LoadOrder = { phase, url, headers, rate, seconds: runSeconds };
        return runChildPhase<LoadReport>(child, order);
      };

      const results = [];
      for (const phase of phases) {
        await run(`${phase.name} warm-up`, phase.headers, warmupSeconds);
        const serverCpuBefore = process.cpuUsage();
        const measured = await run(phase.name, phase.headers, seconds);
        const serverCpu = process.cpuUsage(serverCpuBefore);
        const latency = measured.latenciesMs;
        const failures = measured.errors + measured.unanswered;
        const p50 = percentile(latency, 50);
        results.push({
          phase: phase.name,
          met: p50 < GOAL.p50Ms && failures === 0 && rate >= GOAL.requestsPerSecond,
          scheduled: measured.scheduled,
          achievedRate: round(measured.answered / (measured.durationMs / 1000), 1),
          latencyMs: {
            p50: round(p50),
            p95: round(percentile(latency, 95)),
            p99: round(percentile(latency, 99)),
            max: round(latency.at(-1) ?? Number.NaN),
          },
          errors: failures,
          statuses: measured.statuses,
          averageBodyBytes: measured.bodyBytes,
          durationMs: Math.round(measured.durationMs),
          // Share of one core each process used while measured.
          cpu: {
            server: round((serverCpu.user + serverCpu.system) / 1000 / measured.durationMs),
            loadGenerator: round(measured.cpuShare),
          },
        });
      }

      const result = {
        name: 'site-ssr',
        dialect: 'sqlite',
        goal: GOAL,
        met: results.every((phase) => phase.met),
        workload: { path: '/', acceptLanguage: 'en', targetRate: rate, seconds, warmupSeconds },
        phases: results,
      };
      writeResult(result.name, result);
      console.table(
        results.map((phase) => ({
          phase: phase.phase,
          'rate/s': phase.achievedRate,
          p50: phase.latencyMs.p50,
          p95: phase.latencyMs.p95,
          p99: phase.latencyMs.p99,
          max: phase.latencyMs.max,
          errors: phase.errors,
          bytes: phase.averageBodyBytes,
        })),
      );
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

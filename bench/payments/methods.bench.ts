/**
 * getMethods latency under a fixed request rate, beside its floor in the same run. Playfront: the
 * real server with one returning player (bench/payments/methods-target.ts) answering
 * `GET /api/v1/payments/methods?action=deposit&currency=EUR` with the session cookie. Floor:
 * `node:http` answering the same bytes (methods-floor.ts). A load generator in a child process
 * sends at a fixed open-loop rate (bench/lib/open-loop.ts: requests go out on schedule whether or
 * not earlier ones have been answered, and each latency counts from its scheduled time, so a
 * stall shows up in the figures instead of silently slowing the sender). Rounds alternate
 * (A B, B A, …), each cold with a warm-up; the medians across rounds and their ratio are the result.
 *
 * Run: npx node --conditions=@playfront/source bench/payments/methods.bench.ts [--record]
 *      [--rate=500] [--seconds=10] [--warmup-seconds=2] [--rounds=5]
 * Goal: p99 under 20 ms at 500 requests/s and at most 3x the floor's p99, no errors.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const { runChildPhase } = await import('../lib/child-phase.ts');
const { OPEN_LOOP_CHILD } = await import('../lib/open-loop.ts');
const { percentile, round } = await import('../lib/stats.ts');
const { medianOf, ratio: ratioOf, runAlternating } = await import('../lib/alternate.ts');
const { runInfo, writeResult } = await import('../lib/report.ts');
const { METHODS_PATH, startPlayfrontMethods } = await import('./methods-target.ts');
const { startMethodsFloor } = await import('./methods-floor.ts');
type LoadOrder = import('../lib/open-loop.ts').LoadOrder;
type LoadReport = import('../lib/open-loop.ts').LoadReport;
type Contender<S> = import('../lib/alternate.ts').Contender<S>;

const GOAL = { requestsPerSecond: 500, p99Ms: 20, p99RatioToFloor: 3 } as const;

interface RoundSample {
  readonly latencyMs: {
    readonly p50: number;
    readonly p95: number;
    readonly p99: number;
    readonly max: number;
  };
  readonly achievedRate: number;
  readonly errors: number;
  readonly statuses: Record<string, number>;
  readonly serverCpuShare: number;
  readonly bodyBytes: number;
}

function positive(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > 100_000) throw new Error(`--${name} must be positive`);
  return value;
}

async function measure(
  child: ChildProcess,
  target: { url: string; headers: Readonly<Record<string, string>> },
  rate: number,
  seconds: number,
  warmupSeconds: number,
): Promise<RoundSample> {
  const run = (phase: string, runSeconds: number) => {
    const order: LoadOrder = { phase, url: target.url, headers: target.headers, rate, seconds: runSeconds };
    return runChildPhase<LoadReport>(child, order);
  };
  await run('warm-up', warmupSeconds);
  const cpuBefore = process.cpuUsage();
  const measured = await run('measured', seconds);
  const cpu = process.cpuUsage(cpuBefore);
  const latency = measured.latenciesMs;
  return {
    latencyMs: {
      p50: round(percentile(latency, 50)),
      p95: round(percentile(latency, 95)),
      p99: round(percentile(latency, 99)),
      max: round(latency.at(-1) ?? Number.NaN),
    },
    achievedRate: round(measured.answered / (measured.durationMs / 1000), 1),
    errors: measured.errors + measured.unanswered,
    statuses: measured.statuses,
    serverCpuShare: round((cpu.user + cpu.system) / 1000 / measured.durationMs),
    bodyBytes: measured.bodyBytes,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      record: { type: 'boolean', default: false },
      rate: { type: 'string', default: String(GOAL.requestsPerSecond) },
      seconds: { type: 'string', default: '10' },
      'warmup-seconds': { type: 'string', default: '2' },
      rounds: { type: 'string', default: '5' },
    },
  });
  const rate = positive('rate', values.rate);
  const seconds = positive('seconds', values.seconds);
  const warmupSeconds = positive('warmup-seconds', values['warmup-seconds']);
  const rounds = positive('rounds', values.rounds);

  const child = fork(OPEN_LOOP_CHILD, { stdio: 'inherit', execArgv: [] });
  // The floor answers what Playfront answered; Playfront runs first, so this is set before the floor runs.
  let answer: { body: Buffer; contentType: string; methodsListed: number; savedProfiles: number } | undefined;
  try {
    const playfront: Contender<RoundSample> = {
      name: 'playfront',
      round: async () => {
        const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-'));
        try {
          const target = await startPlayfrontMethods(dataDir);
          answer = target;
          try {
            return await measure(child, target, rate, seconds, warmupSeconds);
          } finally {
            await target.close();
          }
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
    const floor: Contender<RoundSample> = {
      name: 'floor',
      round: async () => {
        if (answer === undefined) throw new Error('The floor runs after a Playfront round');
        const server = await startMethodsFloor(answer.body, answer.contentType, METHODS_PATH);
        try {
          return await measure(child, { url: server.url, headers: {} }, rate, seconds, warmupSeconds);
        } finally {
          await server.close();
        }
      },
    };
    const { samples, order, loadAverages } = await runAlternating(
      [playfront, floor],
      rounds,
      (name, index, s) => {
        console.log(
          `round ${index + 1} ${name.padEnd(9)} p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms, ` +
            `max ${s.latencyMs.max} ms, ${s.achievedRate}/s, errors ${s.errors}, load ${loadavg()[0]?.toFixed(2)}`,
        );
      },
    );
    const summary = (list: readonly RoundSample[]) => ({
      latencyMs: {
        p50: round(medianOf(list, (s) => s.latencyMs.p50)),
        p95: round(medianOf(list, (s) => s.latencyMs.p95)),
        p99: round(medianOf(list, (s) => s.latencyMs.p99)),
      },
      serverCpuShare: round(medianOf(list, (s) => s.serverCpuShare)),
      errors: list.reduce((sum, s) => sum + s.errors, 0),
    });
    const ours = summary(samples.playfront ?? []);
    const bare = summary(samples.floor ?? []);
    const ratio = {
      p50: ratioOf(ours.latencyMs.p50, bare.latencyMs.p50),
      p99: ratioOf(ours.latencyMs.p99, bare.latencyMs.p99),
    };
    const result = {
      name: 'payments-methods',
      dialect: 'sqlite',
      goal: GOAL,
      met:
        ours.latencyMs.p99 < GOAL.p99Ms &&
        ratio.p99 <= GOAL.p99RatioToFloor &&
        ours.errors === 0 &&
        rate >= GOAL.requestsPerSecond,
      workload: {
        path: METHODS_PATH,
        targetRate: rate,
        seconds,
        warmupSeconds,
        rounds,
        order,
        loadAverages,
        methodsListed: answer?.methodsListed,
        savedProfiles: answer?.savedProfiles,
        bodyBytes: answer?.body.length,
      },
      // Medians across rounds.
      playfront: ours,
      floor: bare,
      ratio,
      rounds: samples,
    };
    writeResult(result.name, result);
    console.log(JSON.stringify({ ...result, rounds: undefined, run: runInfo() }, null, 2));
    if (!result.met) process.exitCode = 1;
  } finally {
    child.kill();
  }
}

await main();

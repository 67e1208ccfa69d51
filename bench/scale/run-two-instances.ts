import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogue, startPostgres, startRedis, freePort } from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';
import { runInfo, writeResult } from '../lib/report.ts';
import { percentile, round } from '../lib/stats.ts';
import { KINDS, runMixedLoad, type MixedLoadReport } from './mixed-load.ts';

const SERVER = new URL('../../apps/server/src/server.ts', import.meta.url).pathname;

/** Limits far above the load: the bench measures throughput, the limits have their own tests. */
const NO_LIMITS = {
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  PAYMENTS_RATE_LIMIT_PER_MINUTE: '10000000',
  PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
  EVENTS_RATE_LIMIT_PER_MINUTE: '10000000',
  EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '1000000000',
};

interface Instance {
  readonly base: string;
  readonly child: ChildProcess;
  readonly dataDir: string;
}

/** The real server (`apps/server/src/server.ts`) in a process of its own, as production runs it. */
async function startInstance(databaseUrl: string, redisUrl: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-scale-'));
  const child = spawn(process.execPath, ['--conditions=@playfront/source', SERVER], {
    env: {
      ...process.env,
      ...NO_LIMITS,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) return { base, child, dataDir };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`instance on ${port} was not healthy within 60 s`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode === null) {
    const exited = new Promise((resolve) => instance.child.once('exit', resolve));
    instance.child.kill('SIGTERM');
    await exited;
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

async function registerPlayer(base: string, index: number): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `scale-${index}-${Date.now()}@example.com`,
      password: 'a long enough secret',
      country: 'DE',
      currency: 'EUR',
    }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}`);
  const session = /pf_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (session === undefined) throw new Error('register set no session cookie');
  return `pf_session=${session}`;
}

function depositBody(): string {
  const method = catalogue.method('credit-card');
  if (method === undefined) throw new Error('the catalogue has no credit-card method');
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  return JSON.stringify({
    methodId: 'credit-card',
    action: 'deposit',
    currency: 'EUR',
    amount: 1000,
    fieldsVersion: method.fieldsVersion,
    fields: {
      card_number: '4242424242424242',
      card_holder: 'Bench Player',
      expiry_date: `12/${year}`,
      cvv: '123',
    },
  });
}

interface PhaseSummary {
  readonly instances: number;
  readonly requestsPerSecond: number;
  readonly answered: MixedLoadReport['answered'];
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly samples: string[];
  readonly loadAverage: number;
}

function summarise(instances: number, report: MixedLoadReport): PhaseSummary {
  const total = KINDS.reduce((sum, kind) => sum + report.answered[kind], 0);
  return {
    instances,
    requestsPerSecond: round((total * 1000) / report.durationMs),
    answered: report.answered,
    errors: KINDS.reduce((sum, kind) => sum + report.errors[kind], 0),
    p50Ms: round(percentile(report.latenciesMs, 50)),
    p99Ms: round(percentile(report.latenciesMs, 99)),
    samples: report.samples,
    loadAverage: round(loadavg()[0] ?? 0),
  };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * One instance against two, on one PostgreSQL and one Redis, under the same mixed load: events
 * batches, methods reads and card deposits, in turn on each connection. Both instances run the
 * whole time; the one-instance phases send everything to the first, the two-instance phases
 * alternate between them as a round-robin proxy would. Phases alternate (one, two; two, one; …).
 */
export async function main(argv: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      record: { type: 'boolean', default: false },
      rounds: { type: 'string', default: '2' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '16' },
      players: { type: 'string', default: '8' },
      'events-per-batch': { type: 'string', default: '50' },
    },
  });
  const rounds = positiveInteger('rounds', values.rounds);
  const seconds = positiveInteger('seconds', values.seconds);
  const connections = positiveInteger('connections', values.connections);
  const playerCount = positiveInteger('players', values.players);
  const eventsPerBatch = positiveInteger('events-per-batch', values['events-per-batch']);

  const [cluster, redis] = await Promise.all([startPostgres(), startRedis()]);
  const instances: Instance[] = [];
  try {
    instances.push(await startInstance(cluster.url, redis.url));
    instances.push(await startInstance(cluster.url, redis.url));
    const [first, second] = instances.map((instance) => instance.base);
    if (first === undefined || second === undefined) throw new Error('two instances expected');
    const cookies: string[] = [];
    for (let index = 0; index < playerCount; index += 1) cookies.push(await registerPlayer(first, index));
    const load = (targets: readonly string[], forSeconds: number) =>
      runMixedLoad({
        targets,
        cookies,
        submitBody: depositBody(),
        connections,
        seconds: forSeconds,
        eventsPerBatch,
      });

    // Warm both instances (JIT, pools, caches) before anything is measured.
    await load([first, second], 3);

    const phases: PhaseSummary[] = [];
    for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
      const order = roundIndex % 2 === 0 ? [1, 2] : [2, 1];
      for (const count of order) {
        const report = await load(count === 1 ? [first] : [first, second], seconds);
        const summary = summarise(count, report);
        phases.push(summary);
        console.log(
          `round ${roundIndex + 1}, ${count} instance(s): ${summary.requestsPerSecond} requests/s, ` +
            `p50 ${summary.p50Ms} ms, p99 ${summary.p99Ms} ms, errors ${summary.errors}, load ${summary.loadAverage}`,
        );
        for (const sample of summary.samples) console.log(`  ${sample}`);
      }
    }

    const one = median(
      phases.filter((phase) => phase.instances === 1).map((phase) => phase.requestsPerSecond),
    );
    const two = median(
      phases.filter((phase) => phase.instances === 2).map((phase) => phase.requestsPerSecond),
    );
    const errors = phases.reduce((sum, phase) => sum + phase.errors, 0);
    const result = {
      name: 'scale-two-instances',
      settings: { rounds, seconds, connections, players: playerCount, eventsPerBatch },
      oneInstanceRequestsPerSecond: round(one),
      twoInstancesRequestsPerSecond: round(two),
      ratio: round(two / one),
      errors,
      phases,
    };
    console.table([
      { instances: 1, 'requests/s (median)': round(one) },
      { instances: 2, 'requests/s (median)': round(two) },
    ]);
    console.log(`ratio two/one: ${result.ratio}; errors: ${errors}; cores: ${runInfo().cpuCount}`);
    writeResult('scale-two-instances', result);
    // The goal the bench holds: no error under the mixed load, on one instance or two.
    if (errors > 0) process.exitCode = 1;
  } finally {
    await Promise.all(instances.map(stopInstance));
    await redis.close();
    await cluster.stop();
  }
}

import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { SUBMIT_PATH } from '@playfront/contracts';
import { buildApp, loadConfig, catalogue } from '@playfront/server/testing';
import { runInfo, writeResult } from '../lib/report.ts';
import type { SubmitPhaseOrder, SubmitPhaseReport } from './submit-load-generator.ts';
import { percentile, round } from '../lib/stats.ts';
import { positiveInteger } from '../lib/args.ts';
import { runChildPhase } from '../lib/child-phase.ts';

const GOAL = { dialect: 'sqlite', submitsPerSecond: 300 } as const;

interface Options {
  readonly card: boolean;
  readonly requests: number;
  readonly warmup: number;
  readonly connections: number;
  readonly players: number;
  readonly maxSeconds: number;
}

function options(args: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...args],
    options: {
      record: { type: 'boolean', default: false },
      card: { type: 'boolean', default: false },
      requests: { type: 'string', default: '3000' },
      warmup: { type: 'string', default: '300' },
      connections: { type: 'string', default: '16' },
      players: { type: 'string', default: '4' },
      'max-seconds': { type: 'string', default: '60' },
    },
  });
  return {
    card: values.card,
    requests: positiveInteger('requests', values.requests),
    warmup: positiveInteger('warmup', values.warmup),
    connections: positiveInteger('connections', values.connections),
    players: positiveInteger('players', values.players),
    maxSeconds: positiveInteger('max-seconds', values['max-seconds']),
  };
}

const runPhase = (child: ChildProcess, order: SubmitPhaseOrder): Promise<SubmitPhaseReport> =>
  runChildPhase(child, order);

/** Registers players through the API; answers their session cookies. */
async function registerPlayers(app: FastifyInstance, count: number, country: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
      payload: JSON.stringify({
        email: `bench-${index}@example.com`,
        password: 'a long enough secret',
        country,
        currency: 'EUR',
      }),
    });
    const session = response.cookies.find((cookie) => cookie.name === 'pf_session');
    if (response.statusCode !== 201 || session === undefined) {
      throw new Error(`Registering a bench player failed: ${response.body}`);
    }
    cookies.push(`pf_session=${session.value}`);
  }
  return cookies;
}

/** Transactions stored, and whether every balance equals the sum of its ledger entries. */
async function checkStore(app: FastifyInstance) {
  const db = app.database.db;
  const statuses = await db
    .selectFrom('transactions')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const accounts = await db.selectFrom('accounts').select(['player_id', 'currency', 'balance']).execute();
  const sums = await db
    .selectFrom('ledger_entries')
    .select(['player_id', 'currency', (eb) => eb.fn.sum<number | string>('amount').as('sum')])
    .groupBy(['player_id', 'currency'])
    .execute();
  const sumOf = new Map(sums.map((row) => [`${row.player_id}/${row.currency}`, Number(row.sum)]));
  const mismatched = accounts.filter(
    (account) => sumOf.get(`${account.player_id}/${account.currency}`) !== account.balance,
  );
  return {
    transactions: statuses.reduce((total, row) => total + row.count, 0),
    byStatus: Object.fromEntries(statuses.map((row) => [row.status, row.count])),
    totalBalance: accounts.reduce((total, account) => total + account.balance, 0),
    accounts: accounts.length,
    balancesEqualLedger: mismatched.length === 0 && accounts.length === sumOf.size,
  };
}

export async function main(args: readonly string[]): Promise<void> {
  const opts = options(args);
  const dataDir = mkdtempSync(join(tmpdir(), 'playfront-bench-submit-'));
  let child: ChildProcess | undefined;
  // Production settings, with the sandbox providers on (they are what there is to pay with).
  process.env.PAYMENTS_SANDBOX = 'true';
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    // A few sessions submit thousands of payments: the bench measures throughput, not the limit.
    PAYMENTS_RATE_LIMIT_PER_MINUTE: '10000000',
    PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
  });
  const app = await buildApp(config);

  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    // Vouchers: Neosurf for players in France; cards: the generic card method for Germany.
    const methodId = opts.card ? 'credit-card' : 'neosurf';
    const method = catalogue.method(methodId);
    if (method === undefined) throw new Error(`No ${methodId} method in the catalogue`);
    const amount = 2_000;
    const cookies = await registerPlayers(app, opts.players, opts.card ? 'DE' : 'FR');

    child = fork(new URL('./submit-load-generator.ts', import.meta.url), { stdio: 'inherit', execArgv: [] });
    const order = (phase: string, requests: number): SubmitPhaseOrder => ({
      type: 'run',
      phase,
      url: `${origin}${SUBMIT_PATH}`,
      origin,
      cookies,
      body: { methodId, action: 'deposit', currency: 'EUR', amount, fieldsVersion: method.fieldsVersion },
      fieldsKind: opts.card ? 'card' : 'voucher',
      requests,
      connections: opts.connections,
      maxSeconds: opts.maxSeconds,
    });
    const warmup = await runPhase(child, order('warm-up', opts.warmup));
    const serverCpuBefore = process.cpuUsage();
    const measured = await runPhase(child, order('measured', opts.requests));
    const serverCpu = process.cpuUsage(serverCpuBefore);

    const store = await checkStore(app);
    const submits = warmup.approved + measured.approved;
    const seconds = measured.durationMs / 1000;
    const latency = measured.latenciesMs;
    const submitsPerSecond = measured.approved / seconds;
    const consistent =
      store.transactions === submits &&
      store.byStatus.approved === submits &&
      store.totalBalance === submits * amount &&
      store.balancesEqualLedger;
    const result = {
      name: 'payments-submit',
      dialect: 'sqlite',
      sqlite: { journal: 'WAL', synchronous: 'FULL' },
      goal: GOAL,
      met: submitsPerSecond >= GOAL.submitsPerSecond && consistent && measured.failures === 0,
      workload: {
        method: methodId,
        amount,
        players: opts.players,
        connections: opts.connections,
        warmupSubmits: warmup.requests,
        submits: measured.requests,
        stoppedByTimeLimit: measured.stoppedByTime,
      },
      submitsPerSecond: Math.round(submitsPerSecond),
      latencyMs: {
        p50: round(percentile(latency, 50)),
        p95: round(percentile(latency, 95)),
        p99: round(percentile(latency, 99)),
        max: round(latency.at(-1) ?? Number.NaN),
      },
      durationMs: Math.round(measured.durationMs),
      cpu: {
        server: round((serverCpu.user + serverCpu.system) / 1000 / measured.durationMs),
        loadGenerator: round(measured.cpuShare),
      },
      statuses: measured.statuses,
      failures: warmup.failures + measured.failures,
      failureSamples: [...warmup.samples, ...measured.samples],
      stored: {
        transactions: store.transactions,
        submits,
        equal: store.transactions === submits,
        byStatus: store.byStatus,
        balancesEqualLedger: store.balancesEqualLedger,
        totalBalance: store.totalBalance,
      },
    };
    writeResult(result.name, result);
    console.log(JSON.stringify({ ...result, run: runInfo() }, null, 2));
    if (!consistent || result.failures > 0) process.exitCode = 1;
  } finally {
    child?.kill();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

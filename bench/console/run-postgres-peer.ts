import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Migrator } from 'kysely/migration';
import {
  migrateToLatest,
  migrationProvider,
  openDatabase,
  rollupUpdaterOf,
  startPostgres,
} from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';
import { writeResult } from '../lib/report.ts';
import { round } from '../lib/stats.ts';
import { copyReportData } from './postgres-copy.ts';
import type { ReportData } from './report-data.ts';
import { BEFORE_ROLLUPS, measureQueries } from './run-reports-bench.ts';

/**
 * A deployment's memory settings on this 24 GiB machine (the defaults are sized for a laptop
 * sharing its memory: 128 MB of buffers, 4 MB per sort), and parallel workers off, as two cores
 * are shared by the bench itself.
 */
const SETTINGS = [
  'shared_buffers=4GB',
  'effective_cache_size=16GB',
  'work_mem=64MB',
  'maintenance_work_mem=1GB',
  'max_wal_size=8GB',
  'max_parallel_workers_per_gather=0',
];

interface Prepared {
  readonly copied: Record<string, number>;
  readonly copySeconds: number;
  readonly migrateSeconds: number;
}

const seconds = (since: number) => round((performance.now() - since) / 1000, 1);

/** CPU milliseconds of the cluster's processes (the postmaster and its children) so far. */
function clusterCpuMs(dataDir: string): () => number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const ticks = 100; // USER_HZ on Linux
  return () => {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // Fields after the command's closing parenthesis: state is 3rd, ppid 4th, utime 14th, stime 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      if (pid !== postmaster && Number(fields[1]) !== postmaster) continue;
      total += Number(fields[11]) + Number(fields[12]);
    }
    return (total * 1000) / ticks;
  };
}

export async function main(args: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      record: { type: 'boolean', default: false },
      from: { type: 'string' },
      keep: { type: 'string' },
      runs: { type: 'string', default: '10' },
      'traffic-runs': { type: 'string', default: '1' },
      only: { type: 'string' },
      'skip-traffic': { type: 'boolean', default: false },
    },
  });
  if (values.from === undefined || values.keep === undefined) {
    throw new Error('--from=DIR (a kept SQLite reports bench) and --keep=DIR (the cluster) are both needed');
  }
  if (values.only !== undefined && values.record) throw new Error('--only is a partial run: never recorded');
  const from = values.from;
  const setup = JSON.parse(readFileSync(join(from, 'report-data.json'), 'utf8')) as { data: ReportData };
  const opts = {
    runs: positiveInteger('runs', values.runs),
    trafficRuns: positiveInteger('traffic-runs', values['traffic-runs']),
    skipTraffic: values['skip-traffic'],
    only: values.only,
  };

  const cluster = await startPostgres({ folder: values.keep, settings: SETTINGS });
  try {
    const state = join(values.keep, 'peer.json');
    let prepared: Prepared;
    if (existsSync(state)) {
      prepared = JSON.parse(readFileSync(state, 'utf8')) as Prepared;
    } else {
      const handle = openDatabase({ dataDir: values.keep, databaseUrl: cluster.url });
      const migrated = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateTo(
        BEFORE_ROLLUPS,
      );
      await handle.close();
      if (migrated.error !== undefined)
        throw new Error('Could not migrate to 0020', { cause: migrated.error });
      const copyStarted = performance.now();
      const copied = await copyReportData(join(from, 'playfront.db'), cluster.url);
      const copySeconds = seconds(copyStarted);
      prepared = { copied, copySeconds, migrateSeconds: Number.NaN };
    }
    const handle = openDatabase({ dataDir: values.keep, databaseUrl: cluster.url });
    const migrateStarted = performance.now();
    await migrateToLatest(handle.db);
    const migrateSeconds = seconds(migrateStarted);
    if (Number.isNaN(prepared.migrateSeconds)) prepared = { ...prepared, migrateSeconds };
    writeFileSync(state, JSON.stringify(prepared));
    const fillStarted = performance.now();
    const filled = await rollupUpdaterOf(handle.db, 'postgres').fillFirstSeen();
    const fillSeconds = seconds(fillStarted);
    console.log(
      `copied ${JSON.stringify(prepared.copied)} in ${prepared.copySeconds} s; migrated in ` +
        `${prepared.migrateSeconds} s (this run ${migrateSeconds} s); first-seen counts filled: ${filled} (${fillSeconds} s)`,
    );

    const queries = await measureQueries(handle, setup.data, opts, clusterCpuMs(join(values.keep, 'data')));
    await handle.close();
    writeResult('console-reports-postgres', {
      name: 'console-reports-postgres',
      engine: { postgres: 15, settings: SETTINGS, fsync: false },
      workload: {
        ...setup.data,
        ...prepared,
        runsPerQuery: opts.runs,
        trafficRunsPerQuery: opts.trafficRuns,
      },
      queries,
    });
  } finally {
    await cluster.stop();
  }
}

import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  clickHouseClient,
  migrateClickHouse,
  timingCards,
  type TimingSource,
} from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';
import { runAlternating } from '../lib/alternate.ts';
import { median, round } from '../lib/stats.ts';
import { startBenchClickHouse } from './clickhouse-server.ts';
import { MANAGER_STAGS } from './generate-events.ts';
import { buildEveryTimingDay } from './timing-days-build.ts';

const DAY = 24 * 60 * 60 * 1000;
const DATABASE = 'bench';

export async function main(args: readonly string[]): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      keep: { type: 'string' },
      days: { type: 'string', default: '30' },
      rounds: { type: 'string', default: '6' },
      // The manager's ten stags' cards (decision 099) instead of the unfiltered ones.
      stags: { type: 'boolean', default: false },
      // With --stags: the before is their cells with the shown pages read first (decision 107's).
      'pages-first': { type: 'boolean', default: false },
      // The before is the per-day tables alone, without the whole weeks' (decision 118's before).
      'by-day': { type: 'boolean', default: false },
      'memory-gib': { type: 'string', default: '6' },
    },
  });
  if (values.keep === undefined) throw new Error('--keep=DIR: a folder of the reports bench');
  const days = positiveInteger('days', values.days);
  const rounds = positiveInteger('rounds', values.rounds);
  if (values['pages-first'] && !values.stags)
    throw new Error("--pages-first compares the stags' cards: add --stags");
  if (values['pages-first'] && values['by-day']) throw new Error('--pages-first or --by-day, not both');
  const SOURCES: readonly [TimingSource, TimingSource] = [
    values['pages-first'] ? 'days, stag pages first' : values['by-day'] ? 'days by day' : 'events',
    'days',
  ];
  const { end } = JSON.parse(readFileSync(join(values.keep, 'meta.json'), 'utf8')) as { end: number };
  const server = await startBenchClickHouse(
    join(values.keep, 'clickhouse'),
    positiveInteger('memory-gib', values['memory-gib']),
  );
  const settings = {
    url: server.url,
    username: server.username,
    password: server.password,
    database: DATABASE,
  };
  const client = clickHouseClient({ ...settings, requestTimeoutMs: 600_000 });
  try {
    await migrateClickHouse(settings);
    await buildEveryTimingDay(client);
    const scope = { filters: {}, stags: values.stags ? MANAGER_STAGS : null, includeBots: false };
    const answers = new Map<string, unknown>();
    const result = await runAlternating(
      SOURCES.map((source) => ({
        name: source,
        round: async () => {
          const started = performance.now();
          const cards = await timingCards(client, scope, end - days * DAY, end, 10, source);
          const ms = performance.now() - started;
          answers.set(source, cards);
          return ms;
        },
      })),
      rounds,
      (name, index, ms) => {
        const same = isDeepStrictEqual(answers.get(SOURCES[0]), answers.get('days'));
        console.log(
          `round ${index + 1} ${name}: ${round(ms, 1)} ms (load ${loadavg()[0]?.toFixed(1)})${answers.size === 2 ? `, answers equal: ${same}` : ''}`,
        );
        if (answers.size === 2 && !same) throw new Error('The two sources answered differently');
      },
    );
    const [before, after] = SOURCES.map((source) => median(result.samples[source] ?? []));
    console.log(
      `${days} days${values.stags ? ', ten stags' : ''}, top 10: ${SOURCES[0]} median ${round(before ?? 0, 1)} ms, days median ${round(after ?? 0, 1)} ms, ` +
        `${round((before ?? 0) / (after ?? 1), 1)}×; load ${result.loadAverages.map((load) => load.toFixed(1)).join(', ')}`,
    );
  } finally {
    await client.close();
    await server.stop();
  }
}

/**
 * The report rollups' catch-up while one visitor id sends without pause (a flood under one
 * `temp_player_id`, which the collector's per-IP budget lets through at up to its limit): 50-event
 * batches 5 ms apart on a fresh SQLite database, each followed by the updater's catch-up, as the
 * reports and the rollups' timer call it. The catch-up holds SQLite's write lock, so its time is
 * time the events writer waits. Reported: the mean catch-up of the first and the last 20 batches;
 * a catch-up that grows with the visitor's history shows as a last/first ratio above 1.
 *
 * Run: npx node --conditions=@playfront/source bench/console/one-visitor-flood.bench.ts [--batches=200] [--record]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  KyselyEventsSink,
  makeEvent,
  migrateToLatest,
  openDatabase,
  openEventsWriter,
  rollupUpdaterOf,
  type StoredEvent,
} from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';
import { writeResult } from '../lib/report.ts';
import { round } from '../lib/stats.ts';
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const BATCH = 50;
const EDGE = 20;

const { values } = parseArgs({
  options: { batches: { type: 'string', default: '200' }, record: { type: 'boolean' } },
});
const batches = positiveInteger('batches', values.batches);

const dataDir = mkdtempSync(join(tmpdir(), 'playfront-one-visitor-flood-'));
const handle = openDatabase({ dataDir });
try {
  await migrateToLatest(handle.db);
  const sink = new KyselyEventsSink({ db: handle.db, dialect: 'sqlite', writer: openEventsWriter(handle) });
  const updater = rollupUpdaterOf(handle.db, 'sqlite');
  let time = Date.now() - 60 * 60 * 1000;
  const catchUps: number[] = [];
  for (let b = 0; b < batches; b += 1) {
    const batch: StoredEvent[] = Array.from({ length: BATCH }, () => {
      time += 5;
      const event = makeEvent({ timestamp: time, temp_player_id: 'one-visitor', stag: 'flood' });
      return {
        ...event,
        loading_time: null,
        time_to_fetch_start: null,
        time_to_first_byte: null,
        received_at: time,
        bot: 0,
      };
    });
    await sink.write(batch);
    const start = performance.now();
    await updater.catchUp();
    catchUps.push(performance.now() - start);
  }
  await sink.close();
  const mean = (list: readonly number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;
  const first = mean(catchUps.slice(0, EDGE));
  const last = mean(catchUps.slice(-EDGE));
  const result = {
    name: 'console-one-visitor-flood',
    events: batches * BATCH,
    catchUpMs: { first20: round(first), last20: round(last) },
    lastToFirst: round(last / first),
  };
  console.log(JSON.stringify(result, null, 2));
  writeResult('console-one-visitor-flood', result);
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

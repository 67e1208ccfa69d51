/**
 * What an insert into `analytics_events` costs the ClickHouse server (18.16) per event, by input
 * format, by insert size, and by how many of the schema's steps are applied (`--steps`: 1 is the
 * raw table alone; 2 adds the hourly rollup's view, 3 the daily visitors' view, 4 the visits' work
 * list view): the server's CPU read from /proc around each insert (its response included,
 * background merges not, which do not depend on the format). Formats: JSONEachRow (decision 069's
 * queue), TabSeparated (`tab-separated-rows.ts`), RowBinary (encoded here only, to measure it).
 * Also the client's encoding CPU per event. Formats alternate within each round (decision 082).
 *
 * Run: npx node bench/clickhouse/insert-formats.bench.ts [--rounds=3] [--inserts=5]
 *      [--sizes=5000,20000,50000] [--steps=1,4] [--formats=JSONEachRow,TabSeparated,RowBinary]
 *
 * An insert of 100,000 rows of all three formats failed here with EPIPE on 18.16 under load; 50,000 is the largest measured.
 */
import { runWithSourceConditions } from '../lib/source-conditions.ts';

runWithSourceConditions();

const http = await import('node:http');
const { loadavg } = await import('node:os');
const { parseArgs } = await import('node:util');
const testing = await import('@playfront/server/testing');
const { processCpuMs } = await import('../lib/proc-cpu.ts');
const { positiveInteger } = await import('../lib/args.ts');
const { batchBody } = await import('../lib/event-batches.ts');
const { median, round } = await import('../lib/stats.ts');
type StoredEvent = import('@playfront/server/testing').StoredEvent;

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    inserts: { type: 'string', default: '5' },
    sizes: { type: 'string', default: '5000,20000,50000' },
    steps: { type: 'string', default: '1,4' },
    formats: { type: 'string', default: 'JSONEachRow,TabSeparated,RowBinary' },
  },
});
const rounds = positiveInteger('rounds', values.rounds);
const inserts = positiveInteger('inserts', values.inserts);
const sizes = values.sizes.split(',').map((size) => positiveInteger('sizes', size));
const steps = values.steps.split(',').map((step) => positiveInteger('steps', step));

/** Rows as the collector stores them: the load generator's bodies plus the server's columns. */
function rowsOf(count: number, salt: number): StoredEvent[] {
  const rows: StoredEvent[] = [];
  for (let batch = 0; rows.length < count; batch += 1) {
    const events = JSON.parse(batchBody(Math.min(50, count - rows.length), salt * 1_000_000 + batch)) as Omit<
      StoredEvent,
      'received_at' | 'bot'
    >[];
    for (const event of events) rows.push({ ...event, received_at: Date.now(), bot: 0 });
  }
  return rows;
}

type ColumnType = 'String' | 'Nullable(String)' | 'Int64' | 'Nullable(Float64)' | 'UInt8';
const TYPES: Readonly<Record<string, ColumnType>> = {
  event_id: 'String',
  event: 'String',
  project_id: 'String',
  mode: 'String',
  lib_version: 'String',
  core_version: 'String',
  timestamp: 'Int64',
  received_at: 'Int64',
  bot: 'UInt8',
  loading_time: 'Nullable(Float64)',
  time_to_fetch_start: 'Nullable(Float64)',
  time_to_first_byte: 'Nullable(Float64)',
};

/** RowBinary of the rows (EVENT_COLUMNS' order): measured only, the app does not write it. */
function rowBinary(rows: readonly StoredEvent[]): Buffer {
  const out = Buffer.allocUnsafe(rows.length * 2_048);
  let at = 0;
  const string = (value: string) => {
    const length = Buffer.byteLength(value);
    for (let rest = length; ; rest >>>= 7) {
      out[at++] = rest < 0x80 ? rest : (rest & 0x7f) | 0x80;
      if (rest < 0x80) break;
    }
    at += out.write(value, at);
  };
  for (const row of rows) {
    for (const column of testing.EVENT_COLUMNS) {
      const value = row[column];
      const type = TYPES[column] ?? 'Nullable(String)';
      if (type.startsWith('Nullable')) {
        out[at++] = value === null ? 1 : 0;
        if (value === null) continue;
      }
      if (type === 'Int64') at = out.writeBigInt64LE(BigInt(value as number), at);
      else if (type === 'UInt8') out[at++] = value as number;
      else if (type === 'Nullable(Float64)') at = out.writeDoubleLE(value as number, at);
      else string(value as string);
    }
  }
  return out.subarray(0, at);
}

const FORMATS = {
  JSONEachRow: {
    insert: 'INSERT INTO analytics_events FORMAT JSONEachRow',
    encode: (rows: readonly StoredEvent[]) =>
      Buffer.from(rows.map((row) => JSON.stringify(row) + '\n').join('')),
  },
  TabSeparated: {
    insert: testing.TAB_SEPARATED_INSERT,
    encode: (rows: readonly StoredEvent[]) =>
      Buffer.from(rows.map((row) => testing.tabSeparatedRow(row) + '\n').join('')),
  },
  RowBinary: {
    insert: `INSERT INTO analytics_events (${testing.EVENT_COLUMNS.join(', ')}) FORMAT RowBinary`,
    encode: rowBinary,
  },
} as const;
type Format = keyof typeof FORMATS;
const chosen = values.formats.split(',').filter((name): name is Format => name in FORMATS);
if (chosen.length === 0) throw new Error(`--formats takes ${Object.keys(FORMATS).join(',')}`);

const server = await testing.startClickHouse();
try {
  const settings = (database: string) => ({
    url: server.url,
    username: server.username,
    password: server.password,
    database,
  });
  // A database per schema: its steps up to `step` (1: the raw table alone; 4: every view).
  const schemas: Record<string, string> = {};
  for (const step of steps) {
    schemas[`steps 1-${step}`] = `formats_${step}`;
    await testing.migrateClickHouse(settings(`formats_${step}`), step);
  }

  /**
   * One request on a connection of its own: a kept-alive one the server closed meanwhile (after
   * its keep-alive timeout) fails a large body with EPIPE.
   */
  const post = (path: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        `${server.url}${path}`,
        {
          method: 'POST',
          agent: false,
          headers: { 'X-ClickHouse-User': server.username, 'X-ClickHouse-Key': server.password },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            if (response.statusCode === 200) resolve();
            else reject(new Error(`Insert failed: ${Buffer.concat(chunks).toString('utf8')}`));
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  /** Server CPU (ms) and client encoding (ms) of one insert. */
  async function insertOnce(database: string, format: Format, rows: readonly StoredEvent[]) {
    // CPU time, not wall time: on a loaded machine the process waits for a core.
    const encodeStarted = process.cpuUsage();
    const body = FORMATS[format].encode(rows);
    const encodeCpu = process.cpuUsage(encodeStarted);
    const encodeMs = (encodeCpu.user + encodeCpu.system) / 1000;
    const before = processCpuMs(server.pid);
    await post(`/?database=${database}&query=${encodeURIComponent(FORMATS[format].insert)}`, body);
    return { serverMs: processCpuMs(server.pid) - before, encodeMs, bytes: body.length };
  }

  const results = new Map<string, { server: number[]; encode: number[]; bytes: number }>();
  let salt = 0;
  for (let roundIndex = 0; roundIndex < rounds; roundIndex += 1) {
    const formats = [...chosen];
    if (roundIndex % 2 === 1) formats.reverse();
    for (const size of sizes) {
      for (const format of formats) {
        for (const [schema, database] of Object.entries(schemas)) {
          let serverMs = 0;
          let encodeMs = 0;
          let bytes = 0;
          for (let index = 0; index < inserts; index += 1) {
            salt += 1;
            const measured = await insertOnce(database, format, rowsOf(size, salt));
            serverMs += measured.serverMs;
            encodeMs += measured.encodeMs;
            bytes += measured.bytes;
          }
          const key = `${schema} ${format} ${size}`;
          const entry = results.get(key) ?? { server: [], encode: [], bytes: 0 };
          entry.server.push((serverMs * 1000) / (size * inserts));
          entry.encode.push((encodeMs * 1000) / (size * inserts));
          entry.bytes = bytes / (size * inserts);
          results.set(key, entry);
        }
      }
      console.log(`round ${roundIndex + 1}, ${size} rows an insert done, load ${loadavg()[0]?.toFixed(2)}`);
    }
  }
  console.log(
    'schema format rows-per-insert: server µs/event (median of rounds; each round), client encode µs/event, bytes/event',
  );
  for (const [key, entry] of results) {
    console.log(
      `${key.padEnd(28)} server ${round(median(entry.server)).toFixed(2).padStart(6)} ` +
        `(${entry.server.map((value) => round(value).toFixed(2)).join(', ')})  ` +
        `encode ${round(median(entry.encode)).toFixed(2)}  bytes ${Math.round(entry.bytes)}`,
    );
  }
} finally {
  await server.stop();
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/kysely.ts';
import { StorageFullError } from '../../src/db/storage-full.ts';
import { installErrorHandler } from '../../src/errors.ts';

/** A real SQLite database under a temp DATA_DIR that has no room for one more page. */
async function fullDatabase(dataDir: string): Promise<DatabaseHandle> {
  const handle = openDatabase({ dataDir });
  await sql`CREATE TABLE filler (payload BLOB)`.execute(handle.db);
  const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(handle.db);
  // SQLite answers SQLITE_FULL once the file would grow past this many pages, as on a full disk.
  await sql.raw(`PRAGMA max_page_count = ${rows[0]?.page_count ?? 1}`).execute(handle.db);
  return handle;
}

describe('given a SQLite database whose disk is full at run time', () => {
  let dataDir: string;
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should throw a StorageFullError naming the database file', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'playfront-full-'));
    handle = await fullDatabase(dataDir);

    const write = sql`INSERT INTO filler VALUES (randomblob(100000))`.execute(handle.db);

    await expect(write).rejects.toBeInstanceOf(StorageFullError);
    await expect(write).rejects.toThrow(join(dataDir, 'playfront.db'));
  });

  it('should log a failing request as a full disk with the path, not as a stack', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'playfront-full-'));
    const db = (handle = await fullDatabase(dataDir)).db;
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    installErrorHandler(app);
    app.post('/write', async () => {
      await sql`INSERT INTO filler VALUES (randomblob(100000))`.execute(db);
      return { written: true };
    });

    const response = await app.inject({ method: 'POST', url: '/write' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'STORAGE_FULL' });
    expect(errors[0]?.msg).toMatch(/^database disk full: .*disk is full/);
    expect(errors[0]?.msg).toContain(join(dataDir, 'playfront.db'));
    expect(JSON.stringify(errors[0])).not.toMatch(/stack|\\n\s+at /);
  });
});

import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredEvent } from '../events-sink.ts';

/** The queue holds `maxBytes` already: the caller must refuse the events (503), not drop them. */
export class DiskQueueFullError extends Error {
  override readonly name = 'DiskQueueFullError';
}

const SUFFIX = '.ndjson';

/**
 * Events ClickHouse could not take, durably on local disk until they are delivered: one file per
 * commit group (newline-delimited JSON rows), written to a temporary name, fsynced, renamed, and
 * the folder fsynced, so an answered `append` survives a crash of the process or the machine.
 * Files are named by a zero-padded sequence, so the oldest is delivered first. The only bound is
 * size (`maxBytes`): past it `append` refuses; nothing queued is ever dropped for its age.
 */
export class DiskQueue {
  readonly #dir: string;
  readonly #maxBytes: number;
  readonly #files = new Map<string, number>();
  #bytes = 0;
  #next = 0;

  constructor(dir: string, maxBytes: number) {
    this.#dir = dir;
    this.#maxBytes = maxBytes;
    mkdirSync(dir, { recursive: true });
    // Files left by an earlier run are delivered first; half-written temporaries are not ours.
    for (const name of readdirSync(dir)
      .filter((file) => file.endsWith(SUFFIX))
      .sort()) {
      const size = statSync(join(dir, name)).size;
      this.#files.set(name, size);
      this.#bytes += size;
      this.#next = Math.max(this.#next, Number.parseInt(name, 10) + 1);
    }
  }

  get empty(): boolean {
    return this.#files.size === 0;
  }

  /** True once the queue holds its bound: the collector sheds before reading a body. */
  get full(): boolean {
    return this.#bytes >= this.#maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Stores the rows durably; resolves once they are on disk. */
  async append(rows: readonly StoredEvent[]): Promise<void> {
    const text = rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
    const size = Buffer.byteLength(text);
    if (this.#bytes + size > this.#maxBytes) {
      throw new DiskQueueFullError(`The events disk queue holds ${this.#bytes} of ${this.#maxBytes} bytes`);
    }
    const name = `${String(this.#next).padStart(12, '0')}${SUFFIX}`;
    this.#next += 1;
    // Counted before the writes, so concurrent appends cannot pass the bound together.
    this.#bytes += size;
    try {
      const temporary = join(this.#dir, `${name}.tmp`);
      const file = await open(temporary, 'w');
      try {
        await file.writeFile(text);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, join(this.#dir, name));
      await this.#syncDir();
    } catch (error) {
      this.#bytes -= size;
      throw error;
    }
    this.#files.set(name, size);
  }

  /**
   * The oldest queued groups, whole files up to `maxRows` rows (at least one file), or
   * undefined when the queue is empty.
   */
  async take(
    maxRows: number,
  ): Promise<{ readonly names: string[]; readonly rows: StoredEvent[] } | undefined> {
    const names: string[] = [];
    const rows: StoredEvent[] = [];
    for (const name of [...this.#files.keys()].sort()) {
      const text = await readFile(join(this.#dir, name), 'utf8');
      const lines = text.split('\n').filter((line) => line !== '');
      if (names.length > 0 && rows.length + lines.length > maxRows) break;
      names.push(name);
      for (const line of lines) rows.push(JSON.parse(line) as StoredEvent);
    }
    return names.length === 0 ? undefined : { names, rows };
  }

  /** Forgets groups once ClickHouse has them. */
  async remove(names: readonly string[]): Promise<void> {
    for (const name of names) {
      await unlink(join(this.#dir, name));
      this.#bytes -= this.#files.get(name) ?? 0;
      this.#files.delete(name);
    }
    await this.#syncDir();
  }

  async #syncDir(): Promise<void> {
    const dir = await open(this.#dir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}

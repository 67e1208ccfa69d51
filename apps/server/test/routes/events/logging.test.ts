import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '@playfront/contracts';
import { loadConfig } from '../../../src/config.ts';
import type { EventsSink, StoredEvent } from '../../../src/events/events-sink.ts';
import { EventsStorageError } from '../../../src/events/events-storage-error.ts';
import security from '../../../src/plugins/external/security.ts';
import events from '../../../src/routes/events/index.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';

const MARKER = 'secret-payload-7f3a';

/** A sink that keeps events in memory, or fails like a database whose error quotes the row. */
function memorySink(fail: boolean): EventsSink {
  return {
    busy: false,
    write: (rows: readonly StoredEvent[]) => {
      if (!fail) return Promise.resolve({ accepted: rows.length, duplicates: 0 });
      const cause = Object.assign(new Error('null value in column "event"'), {
        code: '23502',
        detail: `Failing row contains (${rows.map((row) => row.pathname).join(', ')}).`,
      });
      return Promise.reject(new EventsStorageError('The events commit failed', { cause }));
    },
    close: () => Promise.resolve(),
  };
}

/** The collector route on its own, with the app's security plugins and every log line kept. */
async function collectorWithLogs(fail = false): Promise<{ app: FastifyInstance; lines: string[] }> {
  const lines: string[] = [];
  const config = loadConfig({ NODE_ENV: 'test' });
  const app = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => lines.push(line) } } });
  await app.register(security, { config });
  await app.register(events, { config, sink: memorySink(fail) });
  await app.ready();
  return { app, lines };
}

describe('given event payloads in requests', () => {
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
  });

  it.each([
    ['a valid batch', false, JSON.stringify([makeEvent({ pathname: `/${MARKER}` })]), 200],
    ['an invalid batch', false, JSON.stringify([makeEvent({ pathname: `/${MARKER}`, mode: 'x' })]), 400],
    ['malformed JSON', false, `[{"pathname": "/${MARKER}"`, 400],
    ['a failed commit', true, JSON.stringify([makeEvent({ pathname: `/${MARKER}` })]), 503],
  ] as const)('should keep them out of the logs for %s', async (_name, fail, payload, status) => {
    const built = await collectorWithLogs(fail);
    app = built.app;

    const response = await app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': 'application/json' },
      payload,
    });

    expect(response.statusCode).toBe(status);
    expect(built.lines.length).toBeGreaterThan(0);
    expect(built.lines.filter((line) => line.includes(MARKER))).toEqual([]);
  });
});

import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENTS_PATH } from '@playfront/contracts';
import { openDatabase } from '../../../src/db/kysely.ts';
import { buildTestApp } from '../../helpers/build-test-app.ts';
import { makeEvents } from '../../helpers/analytics-events.ts';

describe('given requests in flight when the server closes', () => {
  it('should commit their events before the database closes', async () => {
    const { app, dataDir } = await buildTestApp();
    const batches = Array.from({ length: 5 }, () => makeEvents(100, { project_id: 'closing' }));

    const responses = batches.map((batch) =>
      app.inject({ method: 'POST', url: EVENTS_PATH, payload: batch }),
    );
    // Let the requests reach the sink, then close while their commit is pending.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await app.close();

    for (const response of await Promise.all(responses)) {
      expect(response.json()).toEqual({ accepted: 100, duplicates: 0, rejected: [] });
    }
    const reopened = openDatabase({ dataDir });
    try {
      const rows = await reopened.db.selectFrom('analytics_events').select('event_id').execute();
      expect(rows).toHaveLength(500);
    } finally {
      await reopened.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RollupKeys } from '../../src/console/rollups/rollup-keys.ts';
import type { Database } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.ts';

/** The country subset (index 2 of ROLLUP_SUBSETS): its key text is the JSON of its values. */
const COUNTRY = 2;
const key = (country: string) => ({ subset: COUNTRY, k: JSON.stringify([country]) });

describe.each(['sqlite', 'postgres'] as const)(
  'given two updaters sharing the rollup keys of one %s database',
  (engine) => {
    let cluster: PostgresCluster | undefined;
    let test: TestApp;

    beforeAll(async () => {
      if (engine === 'postgres') cluster = await startPostgres();
      test = await buildTestApp({ databaseUrl: cluster?.url });
    });

    afterAll(async () => {
      await test.close();
      await cluster?.stop();
    });

    it("should read a key the other stored just before this one stored its own (the worker thread's, an instance's)", async () => {
      const { db } = test.app.database;
      const mine = new RollupKeys();
      const theirs = new RollupKeys();
      await mine.refresh(db);
      await theirs.ensureKeys(db, [key('ZZ')]);
      await mine.ensureKeys(db, [key('YY')]);

      await mine.refresh(db);

      const id = theirs.idOf(COUNTRY, key('ZZ').k);
      expect(mine.find(COUNTRY, key('ZZ').k)).toBe(id);
      expect(mine.valuesOf(id)).toEqual(['ZZ']);
      expect(mine.idOf(COUNTRY, key('YY').k)).toBeGreaterThan(id);
    });

    it.skipIf(engine === 'sqlite')(
      'should read a key whose transaction committed after a higher id was read (ids are taken as inserts start, not as they commit)',
      async () => {
        const { db } = test.app.database;
        const mine = new RollupKeys();
        const theirs = new RollupKeys();
        await mine.refresh(db);
        let commit = (): void => undefined;
        const committing = new Promise<void>((resolve) => (commit = resolve));
        let inserted = (): void => undefined;
        const holding = new Promise<void>((resolve) => (inserted = resolve));
        const theirTransaction = db.transaction().execute(async (trx) => {
          await theirs.ensureKeys<Database>(trx, [key('XX')]);
          inserted();
          await committing;
        });
        await holding;
        await mine.ensureKeys(db, [key('WW')]);
        await mine.refresh(db); // reads past XX's id while XX is not committed yet
        const id = theirs.idOf(COUNTRY, key('XX').k);
        expect(mine.idOf(COUNTRY, key('WW').k)).toBeGreaterThan(id);
        expect(mine.valuesOf(id)).toBeUndefined();

        commit();
        await theirTransaction;
        await mine.refresh(db);

        expect(mine.find(COUNTRY, key('XX').k)).toBe(id);
        expect(mine.valuesOf(id)).toEqual(['XX']);
      },
    );
  },
);

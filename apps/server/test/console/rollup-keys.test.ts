import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RollupKeys } from '../../src/console/rollups/rollup-keys.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** The country subset (index 2 of ROLLUP_SUBSETS): its key text is the JSON of its values. */
const COUNTRY = 2;
const key = (country: string) => ({ subset: COUNTRY, k: JSON.stringify([country]) });

describe('given two updaters sharing the rollup keys of one database', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp();
  });

  afterAll(async () => {
    await test.close();
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
});

import type { CompiledQuery, Compilable, Kysely } from 'kysely';

/** Stands for the key while the query is compiled; no id, hash or token can look like it. */
const KEY = '\u0000compiled-once:key';

/**
 * A read that is the same SQL on every call but for one string key (a player id, a session's
 * hash), built and compiled by Kysely once per database and then run with each call's key.
 *
 * Why: the hot reads of a player's request (the session, the player, balances, saved profiles)
 * built a query tree and compiled it to SQL on every request; at 500 requests a second that
 * was a tenth of the payments list's CPU beside the reads themselves (decision 071). The SQL
 * and the prepared statement were the same each time; only the key changed.
 *
 * `build` must use the key as one plain value (`where(column, '=', key)`): each compiled
 * parameter equal to the stand-in is replaced. A transaction is another executor: it compiles
 * for itself, as Kysely always did.
 */
export function compiledOnce<DB, Row>(
  build: (db: Kysely<DB>, key: string) => Compilable<Row>,
): (db: Kysely<DB>, key: string) => Promise<Row[]> {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<Row>>();
  return async (db, key) => {
    let query = compiled.get(db);
    if (query === undefined) {
      query = build(db, KEY).compile();
      if (!query.parameters.includes(KEY)) throw new Error('compiledOnce: the query does not use its key');
      compiled.set(db, query);
    }
    const run: CompiledQuery<Row> = {
      ...query,
      parameters: query.parameters.map((parameter) => (parameter === KEY ? key : parameter)),
    };
    const result = await db.executeQuery<Row>(run);
    return result.rows;
  };
}

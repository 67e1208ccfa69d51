/**
 * Key ids to small integer ids of their values at some positions (a report group's dimension
 * values, interned): keys of two subsets with the same values there (a money key is its subset's
 * values then a currency) share one id. Remembered by key id for the life of the key dictionary,
 * so a report names no group by text: the stag × country pivot has 12,000 groups, and building and
 * hashing their JSON names on every report cost more than counting them (decision 076).
 */
export class KeyProjection {
  readonly #positions: readonly number[];
  /** Per key id: its projection id + 1 (0: not asked yet). */
  #ids = new Int32Array(1024);
  readonly #byName = new Map<string, number>();

  constructor(positions: readonly number[]) {
    this.#positions = positions;
  }

  /** The projection id of a key whose values (in its subset's column order) are `values`. */
  idOf(keyId: number, values: readonly (string | null)[] | undefined): number {
    const known = keyId < this.#ids.length ? (this.#ids[keyId] ?? 0) : 0;
    if (known !== 0) return known - 1;
    // A key not read yet is named alike but not remembered: it may be read later.
    const name = values === undefined ? '[]' : JSON.stringify(this.#positions.map((p) => values[p] ?? null));
    let id = this.#byName.get(name);
    if (id === undefined) {
      id = this.#byName.size;
      this.#byName.set(name, id);
    }
    if (values === undefined) return id;
    if (keyId >= this.#ids.length) {
      const grown = new Int32Array(Math.max(keyId + 1, this.#ids.length * 2));
      grown.set(this.#ids);
      this.#ids = grown;
    }
    this.#ids[keyId] = id + 1;
    return id;
  }
}

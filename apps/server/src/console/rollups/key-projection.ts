/**
 * Key ids to small integer ids of their values at some positions (a report group's dimension
 * values, or a money key's currency, interned): keys of two subsets with the same values there (a
 * money key is its subset's values then a currency) share one id. Remembered by key id for the
 * life of the key dictionary, so a report names no group by text: the stag × country pivot has
 * 12,000 groups, and building and hashing their JSON names on every report cost more than counting
 * them (decision 076).
 */
export class KeyProjection {
  readonly #positions: readonly number[];
  /** Per key id: its projection id + 1 (0: not asked yet). */
  #ids = new Int32Array(1024);
  readonly #byName = new Map<string, number>();
  /** Per projection id: the values at the positions. */
  readonly #values: (readonly (string | null)[])[] = [];

  constructor(positions: readonly number[]) {
    this.#positions = positions;
  }

  /** The number of projection ids given so far. */
  get size(): number {
    return this.#values.length;
  }

  /**
   * The projection id of a key; `valuesOf` gives its values (in its subset's column order) the
   * first time it is asked. A key not read yet is named by no values, and not remembered.
   */
  idOf(keyId: number, valuesOf: (keyId: number) => readonly (string | null)[] | undefined): number {
    const known = keyId < this.#ids.length ? (this.#ids[keyId] ?? 0) : 0;
    if (known !== 0) return known - 1;
    const values = valuesOf(keyId);
    const projected = values === undefined ? [] : this.#positions.map((p) => values[p] ?? null);
    const name = JSON.stringify(projected);
    let id = this.#byName.get(name);
    if (id === undefined) {
      id = this.#values.length;
      this.#byName.set(name, id);
      this.#values.push(projected);
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

  /** A projection id's values, in the order of the positions. */
  valuesOf(id: number): readonly (string | null)[] {
    return this.#values[id] ?? [];
  }
}

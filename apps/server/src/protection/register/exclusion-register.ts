import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isExclusionKind, type Exclusion } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';
import { identityKeys, type Identity } from './identity-keys.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** An exclusion the register holds, with the brand it was taken on. */
export interface RegisterEntry extends Exclusion {
  readonly brandId: string;
  readonly exclusionId: string;
}

export interface ExclusionRegisterOptions {
  readonly operatorId: string;
  readonly brandId: string;
  /** The HMAC key every brand of the operator shares (EXCLUSION_REGISTER_KEY). */
  readonly key: string;
  /**
   * The shared register database, when it is not the app's own (EXCLUSION_REGISTER_DATABASE_URL).
   * Without it the register is a table of the app's database and runs in the caller's transaction.
   */
  readonly shared?: Kysely<Database> | undefined;
}

/**
 * The operator's exclusion register (decision 066): every brand writes the exclusions taken on it
 * and reads those of the same person taken on any brand, matched by hashed identity keys.
 */
export class ExclusionRegister {
  readonly operatorId: string;
  readonly brandId: string;
  readonly #key: string;
  readonly #shared: Kysely<Database> | undefined;

  constructor(options: ExclusionRegisterOptions) {
    this.operatorId = options.operatorId;
    this.brandId = options.brandId;
    this.#key = options.key;
    this.#shared = options.shared;
  }

  /** Where register queries run: the shared database, or the app's (in the caller's transaction). */
  #on(app: Executor): Executor {
    return this.#shared ?? app;
  }

  keysOf(identity: Identity): string[] {
    return identityKeys(this.#key, identity);
  }

  /** Of the entries matching any key that have started and not ended, the one that ends last. */
  async inForce(app: Executor, keys: readonly string[], now: number): Promise<RegisterEntry | null> {
    if (keys.length === 0) return null;
    const row = await this.#on(app)
      .selectFrom('exclusion_register')
      .select(['brand_id', 'exclusion_id', 'kind', 'starts_at', 'ends_at'])
      .where('operator_id', '=', this.operatorId)
      .where('key_hash', 'in', keys)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .orderBy('ends_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row === undefined || !isExclusionKind(row.kind)) return null;
    return {
      brandId: row.brand_id,
      exclusionId: row.exclusion_id,
      kind: row.kind,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    };
  }

  /** Writes this brand's exclusion under each key; a key written before is left as it is. */
  async publish(
    app: Executor,
    exclusionId: string,
    exclusion: Exclusion,
    keys: readonly string[],
    now: number,
  ): Promise<void> {
    if (keys.length === 0) return;
    await this.#on(app)
      .insertInto('exclusion_register')
      .values(
        keys.map((key) => ({
          id: randomUUID(),
          operator_id: this.operatorId,
          brand_id: this.brandId,
          exclusion_id: exclusionId,
          key_hash: key,
          kind: exclusion.kind,
          starts_at: exclusion.startsAt,
          ends_at: exclusion.endsAt,
          created_at: now,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['operator_id', 'brand_id', 'exclusion_id', 'key_hash']).doNothing(),
      )
      .execute();
  }

  /** Removes the entries that ended before `before` (the retention job); answers how many. */
  async forgetEnded(app: Executor, before: number): Promise<number> {
    const result = await this.#on(app)
      .deleteFrom('exclusion_register')
      .where('operator_id', '=', this.operatorId)
      .where('ends_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

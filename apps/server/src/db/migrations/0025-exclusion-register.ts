import type { Kysely } from 'kysely';

/**
 * The operator's exclusion register (issue 14, decision 066): cool-offs and self-exclusions
 * taken on any brand of the operator, keyed by hashed identity (HMAC of a normalised e-mail, or of
 * name and birth date), so every brand refuses the same person. It holds no plain personal data.
 * The same table is created in a separate shared database when EXCLUSION_REGISTER_DATABASE_URL
 * names one (`createExclusionRegisterTable`, run by the register's own migrator).
 * `player_exclusions.register_exclusion_id` marks a row copied here from another brand's entry.
 */
export async function createExclusionRegisterTable(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exclusion_register')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('operator_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('brand_id', 'varchar(128)', (c) => c.notNull())
    // The brand's own exclusion row (a random id): links the entry to nothing outside that brand.
    .addColumn('exclusion_id', 'varchar(36)', (c) => c.notNull())
    // Hex HMAC-SHA256 of one identity key (protection/register/identity-keys.ts).
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('exclusion_register_entry', ['operator_id', 'brand_id', 'exclusion_id', 'key_hash'])
    .execute();
  await db.schema
    .createIndex('exclusion_register_lookup')
    .on('exclusion_register')
    .columns(['operator_id', 'key_hash', 'ends_at'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createExclusionRegisterTable(db);
  await db.schema.alterTable('player_exclusions').addColumn('register_exclusion_id', 'varchar(36)').execute();
  await db.schema
    .createIndex('player_exclusions_from_register')
    .on('player_exclusions')
    .columns(['player_id', 'register_exclusion_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('player_exclusions_from_register').execute();
  await db.schema.alterTable('player_exclusions').dropColumn('register_exclusion_id').execute();
  await db.schema.dropTable('exclusion_register').execute();
}

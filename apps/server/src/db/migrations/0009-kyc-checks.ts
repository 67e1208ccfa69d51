import type { Kysely } from 'kysely';

/**
 * Identity checks (KYC): each upload of the three documents is a check, decided later by the
 * provider (the sandbox's rule, docs/decisions/043-kyc-verification-next-step.md). The documents'
 * content stays on disk under DATA_DIR, named by the document's id; the rows keep what the player
 * and staff may see (name, type, size) and a SHA-256 to tell the file was not changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kyc_checks')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** What the provider will answer, known at submission in the sandbox; null for a real review. */
    .addColumn('planned_status', 'varchar(16)')
    .addColumn('decide_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kyc_checks_player')
    .on('kyc_checks')
    .columns(['player_id', 'created_at'])
    .execute();
  await db.schema.createIndex('kyc_checks_due').on('kyc_checks').columns(['status', 'decide_at']).execute();
  await db.schema
    .createTable('kyc_documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('check_id', 'varchar(36)', (c) => c.notNull().references('kyc_checks.id').onDelete('cascade'))
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kyc_documents_check').on('kyc_documents').column('check_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_documents').execute();
  await db.schema.dropTable('kyc_checks').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Money: payment transactions, the ledger entries that move balances, and the per-currency
 * account balance kept beside them. Amounts are integers in minor units. A balance changes only
 * together with a ledger entry, in one database transaction; the CHECK forbids overdraw.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('restrict'))
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('accounts_pk', ['player_id', 'currency'])
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull().references('players.id').onDelete('restrict'))
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(8)', (c) => c.notNull())
    .addColumn('method_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('fee', 'bigint', (c) => c.notNull().check(sql`fee >= 0`))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error_code', 'varchar(64)')
    .addColumn('provider_reference', 'varchar(128)')
    .addColumn('saved_profile_id', 'varchar(36)')
    /** The submit result as first answered, replayed for a repeated Idempotency-Key. */
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('transactions_idempotency', ['player_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('transactions_player_time')
    .on('transactions')
    .columns(['player_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('player_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('currency', 'varchar(8)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(36)', (c) => c.notNull().references('transactions.id'))
    /** Signed: credits are positive, debits negative. */
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('ledger_entries_account', ['player_id', 'currency'], 'accounts', [
      'player_id',
      'currency',
    ])
    .execute();
  await db.schema
    .createIndex('ledger_entries_account_idx')
    .on('ledger_entries')
    .columns(['player_id', 'currency'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_transaction_idx')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('transactions').execute();
  await db.schema.dropTable('accounts').execute();
}

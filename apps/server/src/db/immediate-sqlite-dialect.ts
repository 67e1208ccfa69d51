import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite driver begins a transaction DEFERRED: it reads first and asks for the write
 * lock at its first write. In WAL mode, when another connection (the events writer, the rollups'
 * worker thread) commits between those two, that upgrade fails at once with SQLITE_BUSY (the
 * snapshot is stale) and no busy timeout helps. IMMEDIATE takes the write lock at BEGIN, where
 * `busy_timeout` waits for it, so a read-then-write transaction never fails half way for it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SqliteDialect whose transactions begin IMMEDIATE (see ImmediateSqliteDriver). */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

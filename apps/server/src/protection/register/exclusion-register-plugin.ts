import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Config } from '../../config.ts';
import { DatabaseStartError, openPostgres } from '../../db/kysely.ts';
import { createExclusionRegisterTable } from '../../db/migrations/0025-exclusion-register.ts';
import type { Database } from '../../db/schema.ts';
import { ExclusionRegister } from './exclusion-register.ts';
import { publishExclusionsInForce } from './register-exclusions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's exclusion register (decision 066). */
    exclusionRegister: ExclusionRegister;
  }
}

/** The shared register database's own schema: its migrations, apart from any brand's. */
async function migrateSharedRegister(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({
    db,
    migrationTableName: 'exclusion_register_migration',
    migrationLockTableName: 'exclusion_register_migration_lock',
    provider: {
      getMigrations: () =>
        Promise.resolve({ '0001-exclusion-register': { up: createExclusionRegisterTable } }),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    throw new DatabaseStartError('The exclusion register database could not be migrated', { cause: error });
  }
}

/**
 * Opens the operator's exclusion register: the shared database when one is set (migrated to its
 * own schema; a brand does not start without its register), else the app's own table. At ready
 * it writes the brand's running exclusions that are not there yet.
 */
export default fp<{ config: Pick<Config, 'exclusionRegister'> }>(
  async (fastify, { config }) => {
    const settings = config.exclusionRegister;
    let shared: Kysely<Database> | undefined;
    if (settings.databaseUrl !== undefined) {
      shared = openPostgres(settings.databaseUrl, 4);
      try {
        await migrateSharedRegister(shared);
      } catch (error) {
        await shared.destroy();
        throw error;
      }
    }
    const register = new ExclusionRegister({ ...settings, shared });
    fastify.decorate('exclusionRegister', register);
    fastify.addHook('onReady', async () => {
      await publishExclusionsInForce(fastify.database.db, register, Date.now());
    });
    fastify.addHook('onClose', async () => {
      await shared?.destroy();
    });
  },
  { name: 'exclusion-register', dependencies: ['database'] },
);

import type { Migration, MigrationProvider } from 'kysely/migration';
import * as analyticsEvents from './0001-analytics-events.ts';

/** Migrations in order; imported statically so the set is the same in source and in a bundle. */
const migrations: Record<string, Migration> = {
  '0001-analytics-events': analyticsEvents,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

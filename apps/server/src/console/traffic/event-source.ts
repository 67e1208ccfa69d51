import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Where the raw dashboard reads events: `analytics_events`, or a copy of a scope's (decision 092). */
export interface EventSource {
  readonly db: Kysely<Database>;
  readonly table: string;
}

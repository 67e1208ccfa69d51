import { DAY_MS } from '@playfront/contracts';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { Database } from '../../db/schema.ts';
import { recordAudit } from '../../console/audit/audit-log.ts';
import type { DocumentStore } from '../../kyc/document-store.ts';
import type { ExclusionRegister } from '../../protection/register/exclusion-register.ts';
import { publishExclusionsInForce } from '../../protection/register/register-exclusions.ts';
import type { EventsRetention } from './events-retention.ts';
import { retireErasedPlayers } from './retire-erased-players.ts';
import type { RetentionSettings } from './retention-settings.ts';

/** The advisory lock one PostgreSQL pass holds, so of several instances one works at a time. */
const RETENTION_LOCK = 7_066_000_066;

/** The audit action of a pass that changed anything. */
export const RETENTION_AUDIT_ACTION = 'retention.purge';

export interface RetentionDeps {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly documents: DocumentStore;
  readonly events: EventsRetention;
  readonly register: ExclusionRegister;
  readonly settings: Pick<RetentionSettings, 'recordsYears' | 'eventsDays'>;
}

export interface RetentionOutcome {
  /** False when another instance was running a pass (PostgreSQL): this one did nothing. */
  readonly ran: boolean;
  readonly playersRetired: number;
  /** Null on ClickHouse, which deletes in the background and does not count. */
  readonly eventsDeleted: number | null;
  readonly registerEntriesRemoved: number;
}

/** `now` moved back whole years in UTC (29 February lands on 1 March). */
const yearsBefore = (now: number, years: number): number => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.getTime();
};

async function pass(deps: RetentionDeps, now: number): Promise<RetentionOutcome> {
  const { db, settings } = deps;
  const recordsCutoff = yearsBefore(now, settings.recordsYears);
  const eventsCutoff = now - settings.eventsDays * DAY_MS;
  const playersRetired = await retireErasedPlayers(db, deps.documents, recordsCutoff, now);
  const eventsDeleted = await deps.events.deleteReceivedBefore(eventsCutoff);
  // An ended exclusion protects nobody any more; the brand's running ones are written again
  // (a changed e-mail, a filled-in profile: new keys).
  const registerEntriesRemoved = await deps.register.forgetEnded(db, now);
  await publishExclusionsInForce(db, deps.register, now);
  const outcome = { ran: true, playersRetired, eventsDeleted, registerEntriesRemoved };
  if (playersRetired > 0 || (eventsDeleted ?? 1) > 0 || registerEntriesRemoved > 0) {
    await recordAudit(
      db,
      {
        staffId: null,
        action: RETENTION_AUDIT_ACTION,
        subject: 'retention',
        before: null,
        after: { ...outcome, recordsCutoff, eventsCutoff },
        reason: 'retention',
        requestId: `retention-${randomUUID()}`,
      },
      now,
    );
  }
  return outcome;
}

/**
 * One pass of the retention job (docs/privacy.md, decision 066). On PostgreSQL it holds an
 * advisory lock on a connection of its own for the pass, and an instance that finds it taken
 * does nothing (the next pass comes anyway, and every step is safe to repeat). SQLite is one
 * file of one instance (DATA_DIR is local), whose single writer needs no more.
 */
export async function runRetentionPass(deps: RetentionDeps, now: number): Promise<RetentionOutcome> {
  if (deps.dialect === 'sqlite') return pass(deps, now);
  return deps.db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${RETENTION_LOCK}) as locked`.execute(connection);
    if (rows[0]?.locked !== true) {
      return { ran: false, playersRetired: 0, eventsDeleted: 0, registerEntriesRemoved: 0 };
    }
    try {
      return await pass(deps, now);
    } finally {
      await sql`select pg_advisory_unlock(${RETENTION_LOCK})`.execute(connection);
    }
  });
}

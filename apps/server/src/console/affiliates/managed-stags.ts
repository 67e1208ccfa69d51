import type { Kysely } from 'kysely';
import type { StaffMember } from '@playfront/contracts';
import type { Database } from '../../db/schema.ts';

/**
 * The `stag` values a member may see in reports: all (null) for admin and marketing; for an
 * affiliate manager, only the stags of the affiliates assigned to them.
 */
export async function visibleStags(db: Kysely<Database>, member: StaffMember): Promise<string[] | null> {
  if (member.roles.includes('admin') || member.roles.includes('marketing')) return null;
  const rows = await db
    .selectFrom('affiliate_stags as s')
    .innerJoin('affiliates as a', 'a.id', 's.affiliate_id')
    .select('s.stag')
    .where('a.manager_id', '=', member.id)
    .orderBy('s.stag')
    .execute();
  return rows.map((row) => row.stag);
}

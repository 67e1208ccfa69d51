import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '@playfront/contracts';
import { visibleStags } from './managed-stags.ts';

/**
 * The stags the request's viewer may read in a report (null: all): a staff member holding one of
 * `roles` sees what `visibleStags` allows, an affiliate user only its affiliate's own stags
 * (decision 048). Staff is looked up first; without either session, 401.
 */
export async function viewerStags(
  fastify: FastifyInstance,
  request: FastifyRequest,
  roles: readonly StaffRole[],
): Promise<readonly string[] | null> {
  if ((await fastify.currentStaff(request)) === undefined) {
    const user = await fastify.currentAffiliateUser(request);
    if (user !== undefined) return user.stags;
  }
  return visibleStags(fastify.database.db, await fastify.requireStaff(request, roles));
}

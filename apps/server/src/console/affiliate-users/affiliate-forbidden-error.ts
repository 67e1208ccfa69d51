import type { AffiliateRefusal } from '@playfront/contracts';

/**
 * An affiliate user on a route that is not theirs: logged in, but never allowed (403,
 * decision 048). Every staff route answers it, as does another affiliate's delivery log.
 */
export class AffiliateForbiddenError extends Error {
  readonly statusCode = 403;
  readonly code: AffiliateRefusal = 'AFFILIATE_FORBIDDEN';
  constructor() {
    super('An affiliate log-in sees only its own report and postback deliveries.');
    this.name = 'AffiliateForbiddenError';
  }
}

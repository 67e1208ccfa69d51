import {
  DEPOSIT_LIMITS_PATH,
  EXCLUSION_PATH,
  REALITY_CHECK_PATH,
  type DepositLimits,
  type Exclusion,
  type ExclusionState,
  type RealityCheck,
} from '@playfront/contracts';
import type { WebRequestContext } from '../context.ts';

/** What the responsible-gambling page shows: the limits, the exclusion in force, the reminder. */
export interface ProtectionData {
  readonly limits: DepositLimits;
  readonly exclusion: Exclusion | null;
  readonly realityCheck: RealityCheck;
}

/** Reads the three through the player API as the visitor; null when any is refused (no session). */
export async function loadProtectionData(web: WebRequestContext): Promise<ProtectionData | null> {
  const [limits, exclusion, realityCheck] = await Promise.all([
    web.api('GET', DEPOSIT_LIMITS_PATH),
    web.api('GET', EXCLUSION_PATH),
    web.api('GET', REALITY_CHECK_PATH),
  ]);
  if (limits.status !== 200 || exclusion.status !== 200 || realityCheck.status !== 200) return null;
  // The API's own answers, checked by its response schemas.
  return {
    limits: limits.body as DepositLimits,
    exclusion: (exclusion.body as ExclusionState).exclusion,
    realityCheck: realityCheck.body as RealityCheck,
  };
}

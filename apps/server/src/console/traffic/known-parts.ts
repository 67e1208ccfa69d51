import type { TrafficReport } from '@playfront/contracts';

/**
 * The parts of a selective dashboard answered elsewhere (the stag rollups, decision 104), handed
 * to the raw report so that it skips their queries and reads its copies of the events for the
 * rest (the seam of decision 103's branch, with only the part adopted so far).
 */
export interface KnownParts {
  readonly timing: TrafficReport['timing'];
}

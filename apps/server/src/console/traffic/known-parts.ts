import type { TrafficReport, TrafficTop } from '@playfront/contracts';
import type { VisitBucket } from './stag-visits.ts';
import type { TimingSamples } from './traffic-fold.ts';

/**
 * The parts of a selective dashboard answered elsewhere (the stag rollups: the timing card,
 * decision 104; the stag card, decision 108), handed to the raw report so that it skips them and
 * folds its events for the rest (the seam of decision 103's branch, with only the parts adopted
 * so far). Each part is a promise still running: which parts are known decides what the fold
 * reads, so the fold starts beside them (on SQLite, on a thread of its own: decision 124).
 */
export interface KnownParts {
  /**
   * The timing card from histograms kept elsewhere, for the values the current period's sample
   * counts choose: the fold counts them from the events it reads anyway (decision 125).
   */
  readonly timing: (samples: Promise<TimingSamples>) => Promise<TrafficReport['timing']>;
  /** The top-N cards known, by dimension; the others are folded from the events. */
  readonly top: Partial<Record<keyof TrafficTop, Promise<TrafficTop[keyof TrafficTop]>>>;
  /** The visits per bucket of the interval of each period, if known (stags alone: decisions 114, 126). */
  readonly visits?: Promise<{ readonly current: VisitBucket[]; readonly previous: VisitBucket[] }>;
  /**
   * The previous period's visitors and page views, if known (stags alone: their stag card's rows,
   * decisions 117, 126); with its visits known too, the previous period's events are not read.
   */
  readonly previousCounts?: Promise<KpiCounts>;
}

/** The KPIs read from events rather than derived from the visits. */
export interface KpiCounts {
  readonly visitors: number;
  readonly pageviews: number;
}

import {
  TRAFFIC_DIMENSIONS,
  TRAFFIC_TIMING_METRICS,
  VISIT_IDLE_MS,
  timingBucket,
  type TimingRow,
  type TrafficDimension,
  type TrafficInterval,
  type TrafficTopRow,
} from '@playfront/contracts';
import { bucketStart } from './traffic-sql.ts';
import { byWeight, timingRows } from './traffic-assembly.ts';
import { percentilesOfCounts, type SampleCounts } from './histogram-percentiles.ts';
import type { KpiCounts } from './known-parts.ts';
import type { VisitBucket } from './stag-visits.ts';

/**
 * What the dashboard reads of an event in scope, in this order (`scoped-event-rows.ts` selects it):
 * its visitor, time, 1 for a page view (else 0), each dimension (`TRAFFIC_DIMENSIONS` order), each
 * timing metric (`TRAFFIC_TIMING_METRICS` order). An array, not an object: the fold reads every
 * field of tens of thousands of them (`arrayRows`, decision 123).
 */
export type ScopedEvent = readonly (string | number | null)[];

export const SCOPED_EVENT_COLUMNS = [
  'temp_player_id',
  'timestamp',
  'page_view',
  ...TRAFFIC_DIMENSIONS,
  ...TRAFFIC_TIMING_METRICS,
] as const;
const VISITOR = 0;
const TIME = 1;
const VIEW = 2;
const DIMENSION_AT = new Map(TRAFFIC_DIMENSIONS.map((dimension, i) => [dimension, 3 + i]));
const METRICS_AT = 3 + TRAFFIC_DIMENSIONS.length;
const LOADING = METRICS_AT + TRAFFIC_TIMING_METRICS.indexOf('loading_time');
const FIRST_BYTE = METRICS_AT + TRAFFIC_TIMING_METRICS.indexOf('time_to_first_byte');
const at = (dimension: TrafficDimension): number => DIMENSION_AT.get(dimension) ?? -1;
const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
const numberOr = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** The timing card's dimensions. */
export const TIMING_DIMENSIONS = ['pathname', 'device'] as const satisfies readonly TrafficDimension[];

/** What a period's fold works out; the rest of the dashboard is known elsewhere or not asked. */
export interface FoldQuestions {
  readonly start: number;
  readonly end: number;
  readonly interval: TrafficInterval;
  readonly top: number;
  /** Visits and bounces per bucket: only these need the idle window before `start`. */
  readonly visits: boolean;
  /** Visitors and page views per bucket. */
  readonly series: boolean;
  /** The top-N cards to rank. */
  readonly cards: readonly TrafficDimension[];
  /** The timing card by pathname and by device. */
  readonly timing: boolean;
  /**
   * Each pathname's and device's sample counts (`FoldedPeriod.samples`), which choose the timing
   * card's rows when their histograms are kept elsewhere (decision 125); those two are then folded
   * as cards too.
   */
  readonly samples?: boolean;
}

/** How many samples of each metric a value of a timing dimension has. */
export interface ValueSamples {
  readonly value: string | null;
  readonly loading: number;
  readonly firstByte: number;
}

export type TimingSamples = Record<(typeof TIMING_DIMENSIONS)[number], ValueSamples[]>;

/** The first time a fold reads from: the idle window before the period when visits are asked. */
export const readFrom = (questions: FoldQuestions): number =>
  questions.visits ? questions.start - VISIT_IDLE_MS : questions.start;

/**
 * A fold of some of a period's reads, in a form another fold merges (`TrafficFold.absorb`,
 * decision 125): its visitors by the small ids the sets below hold, each in the order first seen.
 * Only a period whose visits are known elsewhere is split (a visit can span the split).
 */
export interface FoldPart {
  readonly visitors: readonly string[];
  readonly pageviews: number;
  /** Each bucket's page views and visitors, in bucket order. */
  readonly series: readonly { bucket: number; pageviews: number; visitors: Int32Array }[];
  readonly cards: readonly (readonly [TrafficDimension, readonly PartCardValue[]])[];
  readonly timing: readonly (readonly [TrafficDimension, Map<string | null, TimingValue>])[];
}

interface PartCardValue {
  readonly value: string | null;
  readonly pageviews: number;
  readonly visitors: Int32Array;
  readonly loading: number;
  readonly firstByte: number;
}

export interface FoldedPeriod {
  readonly counts: KpiCounts;
  readonly visits: VisitBucket[];
  readonly series: { bucket: number; visitors: number; pageviews: number }[];
  readonly top: Partial<Record<TrafficDimension, TrafficTopRow[]>>;
  readonly timing: { by_pathname: TimingRow[]; by_device: TimingRow[] } | undefined;
  readonly samples: TimingSamples | undefined;
}

/** A visitor seen by the fold: a small id for the cards' sets, their open visit, last bucket. */
interface Visitor {
  readonly id: number;
  last: number;
  visitStart: number;
  visitViews: number;
  lastBucket: number;
  inPeriod: boolean;
  /** Their card value last seen by card: a visitor mostly keeps theirs, already counted there. */
  readonly cards: (CardValue | undefined)[];
}

interface CardValue {
  readonly value: string | null;
  readonly visitors: Set<number>;
  pageviews: number;
  /** Timing samples, counted on a timing dimension's card when samples are asked. */
  loading: number;
  firstByte: number;
}

export interface TimingValue {
  readonly loading_time: SampleCounts;
  readonly time_to_first_byte: SampleCounts;
}

const add = (counts: SampleCounts, sample: number, n: number) => {
  counts.set(sample, (counts.get(sample) ?? 0) + n);
};
const count = (counts: SampleCounts, sample: number) => {
  add(counts, sample, 1);
};

/** The card's order: most visitors, then page views, then the value, none last. */
const byVisitors = (a: TrafficTopRow, b: TrafficTopRow): number =>
  b.visitors - a.visitors ||
  b.pageviews - a.pageviews ||
  (a.value === null ? 1 : b.value === null ? -1 : a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * A selective dashboard's period worked out in one pass over its events in time order (decision
 * 123), the numbers the SQL report (`SqlTrafficReport`) gives: the KPIs, the visits (a visitor's
 * event opens one when their previous event in scope is more than VISIT_IDLE_MS older; a visit
 * counts in the bucket it starts in, if that is in the period, with its page views up to the
 * period's end), the series, the top-N cards and the timing card. Every event before `start`
 * (the idle window) only carries visits over. Events without a visitor count in page views and
 * cards, never as visitors or visits, as `count(distinct temp_player_id)` leaves nulls out.
 */
export class TrafficFold {
  readonly #q: FoldQuestions;
  readonly #visitorsSeen = new Map<string, Visitor>();
  #visitors = 0;
  #pageviews = 0;
  readonly #visits = new Map<number, { bucket: number; visits: number; bounces: number }>();
  /** Each bucket's page views and visitors (their ids, each once: the parts hand them on). */
  readonly #series = new Map<number, { bucket: number; visitors: number[]; pageviews: number }>();
  readonly #cards: (readonly [TrafficDimension, number, Map<string | null, CardValue>])[];
  readonly #timing: (readonly [TrafficDimension, number, Map<string | null, TimingValue>])[] = [];
  /** Which cards count timing samples (`FoldQuestions.samples`). */
  readonly #counted: boolean[];

  constructor(questions: FoldQuestions) {
    this.#q = questions;
    const cards = new Set(questions.cards);
    if (questions.samples === true) for (const dimension of TIMING_DIMENSIONS) cards.add(dimension);
    this.#cards = [...cards].map(
      (dimension) => [dimension, at(dimension), new Map<string | null, CardValue>()] as const,
    );
    this.#counted = this.#cards.map(
      ([dimension]) =>
        questions.samples === true && (TIMING_DIMENSIONS as readonly string[]).includes(dimension),
    );
    if (questions.timing)
      for (const dimension of TIMING_DIMENSIONS)
        this.#timing.push([dimension, at(dimension), new Map<string | null, TimingValue>()]);
  }

  /** Adds the next event; events come in time order (ties in any order). */
  add(event: ScopedEvent): void {
    const timestamp = Number(event[TIME]);
    const pageView = Number(event[VIEW]);
    const id = event[VISITOR];
    const visitor = id === null || id === undefined ? undefined : this.#visitorOf(String(id));
    if (visitor !== undefined && this.#q.visits) this.#visit(visitor, timestamp, pageView);
    if (timestamp < this.#q.start) return;
    this.#pageviews += pageView;
    if (visitor !== undefined && !visitor.inPeriod) {
      visitor.inPeriod = true;
      this.#visitors += 1;
    }
    if (this.#q.series) this.#point(visitor, timestamp, pageView);
    const cards = this.#cards;
    const loading = numberOr(event[LOADING]) === null ? 0 : 1;
    const firstByte = numberOr(event[FIRST_BYTE]) === null ? 0 : 1;
    for (let c = 0; c < cards.length; c += 1) {
      const kept = cards[c];
      if (kept === undefined) break;
      const [, index, values] = kept;
      const value = text(event[index]);
      let card = visitor?.cards[c];
      if (card?.value !== value) {
        card = this.#cardOf(values, value);
        if (visitor !== undefined) {
          card.visitors.add(visitor.id);
          visitor.cards[c] = card;
        }
      }
      card.pageviews += pageView;
      if (this.#counted[c] === true) {
        card.loading += loading;
        card.firstByte += firstByte;
      }
    }
    if (this.#timing.length > 0) this.#samples(event);
  }

  result(): FoldedPeriod {
    if (this.#q.visits) for (const visitor of this.#visitorsSeen.values()) this.#close(visitor);
    const top: Partial<Record<TrafficDimension, TrafficTopRow[]>> = {};
    for (const [dimension, , values] of this.#cards) {
      top[dimension] = [...values]
        .map(([value, card]) => ({ value, visitors: card.visitors.size, pageviews: card.pageviews }))
        .sort(byVisitors)
        .slice(0, this.#q.top);
    }
    const timingBy = (dimension: TrafficDimension) =>
      this.#timingCard(this.#timing.find(([kept]) => kept === dimension)?.[2]);
    return {
      counts: { visitors: this.#visitors, pageviews: this.#pageviews },
      visits: [...this.#visits.values()],
      series: [...this.#series.values()].map(({ bucket, visitors, pageviews }) => ({
        bucket,
        visitors: visitors.length,
        pageviews,
      })),
      top,
      timing: this.#q.timing
        ? { by_pathname: timingBy('pathname'), by_device: timingBy('device') }
        : undefined,
      samples:
        this.#q.samples === true
          ? { pathname: this.#samplesOf('pathname'), device: this.#samplesOf('device') }
          : undefined,
    };
  }

  /** Every value of a timing dimension with its sample counts, from its card. */
  #samplesOf(dimension: (typeof TIMING_DIMENSIONS)[number]): ValueSamples[] {
    const values =
      this.#cards.find(([kept]) => kept === dimension)?.[2] ?? new Map<string | null, CardValue>();
    return [...values.values()].map(({ value, loading, firstByte }) => ({ value, loading, firstByte }));
  }

  /** What this fold has seen, for a fold of the whole period to absorb (decision 125). */
  part(): FoldPart {
    if (this.#q.visits) throw new Error('A fold that counts visits is not split');
    return {
      visitors: [...this.#visitorsSeen.keys()],
      pageviews: this.#pageviews,
      series: [...this.#series.values()].map(({ bucket, visitors, pageviews }) => ({
        bucket,
        pageviews,
        visitors: Int32Array.from(visitors),
      })),
      cards: this.#cards.map(([dimension, , values]) => [
        dimension,
        [...values].map(([value, card]) => ({
          value,
          pageviews: card.pageviews,
          visitors: Int32Array.from(card.visitors),
          loading: card.loading,
          firstByte: card.firstByte,
        })),
      ]),
      timing: this.#timing.map(([dimension, , values]) => [dimension, values]),
    };
  }

  /**
   * Adds a part folded elsewhere as though its events had been added here: parts come in the
   * order of their reads, so each visitor's buckets still come in time order.
   */
  absorb(part: FoldPart): void {
    if (this.#q.visits) throw new Error('A fold that counts visits is not split');
    const visitors = part.visitors.map((id) => this.#visitorOf(id));
    const at = (id: number): Visitor => {
      const visitor = visitors[id];
      if (visitor === undefined) throw new Error(`A fold part names visitor ${id} of ${visitors.length}`);
      return visitor;
    };
    for (const visitor of visitors) {
      if (visitor.inPeriod) continue;
      visitor.inPeriod = true;
      this.#visitors += 1;
    }
    this.#pageviews += part.pageviews;
    for (const { bucket, pageviews, visitors: ids } of part.series) {
      const point = this.#pointAt(bucket);
      point.pageviews += pageviews;
      for (const id of ids) this.#seenIn(point, at(id));
    }
    for (const [dimension, values] of part.cards) {
      const mine = this.#cards.find(([kept]) => kept === dimension)?.[2];
      if (mine === undefined) continue;
      for (const { value, pageviews, visitors: ids, loading, firstByte } of values) {
        const card = this.#cardOf(mine, value);
        card.pageviews += pageviews;
        card.loading += loading;
        card.firstByte += firstByte;
        for (const id of ids) card.visitors.add(at(id).id);
      }
    }
    for (const [dimension, values] of part.timing) {
      const mine = this.#timing.find(([kept]) => kept === dimension)?.[2];
      if (mine === undefined) continue;
      for (const [value, timing] of values) {
        const kept = this.#timingOf(mine, value);
        for (const [sample, n] of timing.loading_time) add(kept.loading_time, sample, n);
        for (const [sample, n] of timing.time_to_first_byte) add(kept.time_to_first_byte, sample, n);
      }
    }
  }

  #visitorOf(id: string): Visitor {
    let visitor = this.#visitorsSeen.get(id);
    if (visitor === undefined) {
      visitor = {
        id: this.#visitorsSeen.size,
        last: Number.NEGATIVE_INFINITY,
        visitStart: 0,
        visitViews: 0,
        lastBucket: Number.NaN,
        inPeriod: false,
        cards: [],
      };
      this.#visitorsSeen.set(id, visitor);
    }
    return visitor;
  }

  #visit(visitor: Visitor, timestamp: number, pageView: number) {
    if (timestamp - visitor.last > VISIT_IDLE_MS) {
      this.#close(visitor);
      visitor.visitStart = timestamp;
      visitor.visitViews = 0;
    }
    visitor.last = timestamp;
    visitor.visitViews += pageView;
  }

  /** Counts the visitor's open visit, if any, when it started within the period. */
  #close(visitor: Visitor) {
    if (visitor.last === Number.NEGATIVE_INFINITY || visitor.visitStart < this.#q.start) return;
    const bucket = bucketStart(this.#q.interval, visitor.visitStart);
    let row = this.#visits.get(bucket);
    if (row === undefined) {
      row = { bucket, visits: 0, bounces: 0 };
      this.#visits.set(bucket, row);
    }
    row.visits += 1;
    if (visitor.visitViews <= 1) row.bounces += 1;
  }

  /** Events come in time order, so a visitor's buckets do too: a new one is a new visitor there. */
  #point(visitor: Visitor | undefined, timestamp: number, pageView: number) {
    const point = this.#pointAt(bucketStart(this.#q.interval, timestamp));
    point.pageviews += pageView;
    if (visitor !== undefined) this.#seenIn(point, visitor);
  }

  #pointAt(bucket: number) {
    let point = this.#series.get(bucket);
    if (point === undefined) {
      point = { bucket, visitors: [], pageviews: 0 };
      this.#series.set(bucket, point);
    }
    return point;
  }

  #seenIn(point: { bucket: number; visitors: number[] }, visitor: Visitor) {
    if (visitor.lastBucket === point.bucket) return;
    visitor.lastBucket = point.bucket;
    point.visitors.push(visitor.id);
  }

  #cardOf(values: Map<string | null, CardValue>, value: string | null): CardValue {
    let card = values.get(value);
    if (card === undefined) {
      card = { value, visitors: new Set(), pageviews: 0, loading: 0, firstByte: 0 };
      values.set(value, card);
    }
    return card;
  }

  #timingOf(values: Map<string | null, TimingValue>, value: string | null): TimingValue {
    let timing = values.get(value);
    if (timing === undefined) {
      timing = { loading_time: new Map(), time_to_first_byte: new Map() };
      values.set(value, timing);
    }
    return timing;
  }

  /** The event's timing samples, bucketed once, under its value of each timing dimension. */
  #samples(event: ScopedEvent) {
    const loading = numberOr(event[LOADING]);
    const firstByte = numberOr(event[FIRST_BYTE]);
    if (loading === null && firstByte === null) return;
    const loadingSample = loading === null ? null : timingBucket(loading);
    const firstByteSample = firstByte === null ? null : timingBucket(firstByte);
    for (const [, index, values] of this.#timing) {
      const timing = this.#timingOf(values, text(event[index]));
      if (loadingSample !== null) count(timing.loading_time, loadingSample);
      if (firstByteSample !== null) count(timing.time_to_first_byte, firstByteSample);
    }
  }

  /** As the SQL card: the values with the most samples, then their percentiles. */
  #timingCard(values: Map<string | null, TimingValue> | undefined): TimingRow[] {
    if (values === undefined) return [];
    const samples = (counts: SampleCounts) => [...counts.values()].reduce((sum, n) => sum + n, 0);
    const chosen = [...values]
      .map(([value, timing]) => ({
        value,
        timing,
        weight: Math.max(samples(timing.loading_time), samples(timing.time_to_first_byte)),
      }))
      .sort(byWeight)
      .slice(0, this.#q.top);
    const loading = new Map(
      chosen
        .filter(({ timing }) => timing.loading_time.size > 0)
        .map(({ value, timing }) => [value, percentilesOfCounts(timing.loading_time)]),
    );
    const firstByte = new Map(
      chosen
        .filter(({ timing }) => timing.time_to_first_byte.size > 0)
        .map(({ value, timing }) => [value, percentilesOfCounts(timing.time_to_first_byte)]),
    );
    return timingRows(loading, firstByte, this.#q.top);
  }
}

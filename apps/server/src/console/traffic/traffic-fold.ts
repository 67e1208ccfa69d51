import {
  VISIT_IDLE_MS,
  type TimingRow,
  type TrafficDimension,
  type TrafficInterval,
  type TrafficTopRow,
} from '@playfront/contracts';
import { bucketStart } from './traffic-sql.ts';
import type { KpiCounts } from './known-parts.ts';
import type { VisitBucket } from './stag-visits.ts';
import {
  dimensionAt,
  FIRST_BYTE_AT,
  LOADING_AT,
  numberOr,
  text,
  TIME_AT,
  VIEW_AT,
  VISITOR_AT,
  type ScopedEvent,
} from './scoped-event.ts';
import { TIMING_DIMENSIONS, type TimingDimension } from '../rollups/traffic-rollup-keys.ts';
import { TimingFold, type TimingHistograms } from './timing-fold.ts';

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

export type TimingSamples = Record<TimingDimension, ValueSamples[]>;

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
  readonly timing: TimingHistograms;
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
  readonly #timing: TimingFold | undefined;
  /** Which cards count timing samples (`FoldQuestions.samples`). */
  readonly #counted: boolean[];

  constructor(questions: FoldQuestions) {
    this.#q = questions;
    const cards = new Set(questions.cards);
    if (questions.samples === true) for (const dimension of TIMING_DIMENSIONS) cards.add(dimension);
    this.#cards = [...cards].map(
      (dimension) => [dimension, dimensionAt(dimension), new Map<string | null, CardValue>()] as const,
    );
    this.#counted = this.#cards.map(
      ([dimension]) =>
        questions.samples === true && (TIMING_DIMENSIONS as readonly string[]).includes(dimension),
    );
    this.#timing = questions.timing ? new TimingFold() : undefined;
  }

  /** Adds the next event; events come in time order (ties in any order). */
  add(event: ScopedEvent): void {
    const timestamp = Number(event[TIME_AT]);
    const pageView = Number(event[VIEW_AT]);
    const id = event[VISITOR_AT];
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
    const loading = numberOr(event[LOADING_AT]) === null ? 0 : 1;
    const firstByte = numberOr(event[FIRST_BYTE_AT]) === null ? 0 : 1;
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
    this.#timing?.add(event);
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
    return {
      counts: { visitors: this.#visitors, pageviews: this.#pageviews },
      visits: [...this.#visits.values()],
      series: [...this.#series.values()].map(({ bucket, visitors, pageviews }) => ({
        bucket,
        visitors: visitors.length,
        pageviews,
      })),
      top,
      timing:
        this.#timing === undefined
          ? undefined
          : {
              by_pathname: this.#timing.card('pathname', this.#q.top),
              by_device: this.#timing.card('device', this.#q.top),
            },
      samples:
        this.#q.samples === true
          ? { pathname: this.#samplesOf('pathname'), device: this.#samplesOf('device') }
          : undefined,
    };
  }

  /** Every value of a timing dimension with its sample counts, from its card. */
  #samplesOf(dimension: TimingDimension): ValueSamples[] {
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
      timing: this.#timing?.histograms() ?? [],
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
    this.#timing?.absorb(part.timing);
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
}

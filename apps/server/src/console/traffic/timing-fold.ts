import { timingBucket, type TimingRow } from '@playfront/contracts';
import { byWeight, timingRows } from './traffic-assembly.ts';
import { percentilesOfCounts, type SampleCounts } from './histogram-percentiles.ts';
import { dimensionAt, FIRST_BYTE_AT, LOADING_AT, numberOr, text, type ScopedEvent } from './scoped-event.ts';
import { TIMING_DIMENSIONS, type TimingDimension } from '../rollups/traffic-rollup-keys.ts';

/** A value's histogram of each metric: how many samples of each bucket (decision 088). */
export interface TimingValue {
  readonly loading_time: SampleCounts;
  readonly time_to_first_byte: SampleCounts;
}

/** Each timing dimension's values and their histograms: what a fold's part hands on. */
export type TimingHistograms = readonly (readonly [TimingDimension, Map<string | null, TimingValue>])[];

const add = (counts: SampleCounts, sample: number, n: number) => {
  counts.set(sample, (counts.get(sample) ?? 0) + n);
};

const total = (counts: SampleCounts) => [...counts.values()].reduce((sum, n) => sum + n, 0);

/**
 * The timing card folded from a period's events (decision 123): each sample's bucket
 * (`timingBucket`) counted under the event's value of each timing dimension, then the card as the
 * SQL's: the values with the most samples, their nearest-rank percentiles read off the counts.
 */
export class TimingFold {
  readonly #histograms: (readonly [TimingDimension, number, Map<string | null, TimingValue>])[] =
    TIMING_DIMENSIONS.map(
      (dimension) => [dimension, dimensionAt(dimension), new Map<string | null, TimingValue>()] as const,
    );

  /** The event's samples, bucketed once, under its value of each timing dimension. */
  add(event: ScopedEvent): void {
    const loading = numberOr(event[LOADING_AT]);
    const firstByte = numberOr(event[FIRST_BYTE_AT]);
    if (loading === null && firstByte === null) return;
    const loadingSample = loading === null ? null : timingBucket(loading);
    const firstByteSample = firstByte === null ? null : timingBucket(firstByte);
    for (const [, index, values] of this.#histograms) {
      const timing = this.#of(values, text(event[index]));
      if (loadingSample !== null) add(timing.loading_time, loadingSample, 1);
      if (firstByteSample !== null) add(timing.time_to_first_byte, firstByteSample, 1);
    }
  }

  histograms(): TimingHistograms {
    return this.#histograms.map(([dimension, , values]) => [dimension, values]);
  }

  /** Adds another fold's histograms (a part of the same period, decision 125). */
  absorb(histograms: TimingHistograms): void {
    for (const [dimension, values] of histograms) {
      const mine = this.#histograms.find(([kept]) => kept === dimension)?.[2];
      if (mine === undefined) continue;
      for (const [value, timing] of values) {
        const kept = this.#of(mine, value);
        for (const [sample, n] of timing.loading_time) add(kept.loading_time, sample, n);
        for (const [sample, n] of timing.time_to_first_byte) add(kept.time_to_first_byte, sample, n);
      }
    }
  }

  /** As the SQL card: the `top` values with the most samples, then their percentiles. */
  card(dimension: TimingDimension, top: number): TimingRow[] {
    const values = this.#histograms.find(([kept]) => kept === dimension)?.[2];
    if (values === undefined) return [];
    const chosen = [...values]
      .map(([value, timing]) => ({
        value,
        timing,
        weight: Math.max(total(timing.loading_time), total(timing.time_to_first_byte)),
      }))
      .sort(byWeight)
      .slice(0, top);
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
    return timingRows(loading, firstByte, top);
  }

  #of(values: Map<string | null, TimingValue>, value: string | null): TimingValue {
    let timing = values.get(value);
    if (timing === undefined) {
      timing = { loading_time: new Map(), time_to_first_byte: new Map() };
      values.set(value, timing);
    }
    return timing;
  }
}

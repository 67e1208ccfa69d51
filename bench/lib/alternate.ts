import { loadavg } from 'node:os';
import { median, round } from './stats.ts';

/** One side of a floor comparison: Playfront's path, or the bare floor doing only the unavoidable work. */
export interface Contender<Sample> {
  readonly name: string;
  /** Runs one measured round from a cold start (its own server, its own data) and reports it. */
  readonly round: (index: number) => Promise<Sample>;
}

export interface AlternatingResult<Sample> {
  /** Samples per contender, in round order. */
  readonly samples: Readonly<Record<string, readonly Sample[]>>;
  /** The order the rounds ran in, e.g. ['playfront', 'floor', 'floor', 'playfront', …]. */
  readonly order: readonly string[];
  /**
   * The machine's 1-minute load average as each round started, in `order`: on a shared machine a
   * round run under twice the load of another is not comparable on its own, only in the ratio.
   */
  readonly loadAverages: readonly number[];
}

/**
 * Runs `rounds` rounds of each contender, alternating A B, B A, A B … so that a machine that
 * gets busier or quieter during the run weighs on both sides alike: the ratio of the medians
 * survives noise that a single figure does not. Every round starts cold (the contender builds
 * and tears down its own server), so no round inherits another's caches.
 */
export async function runAlternating<Sample>(
  contenders: readonly Contender<Sample>[],
  rounds: number,
  onRound?: (name: string, index: number, sample: Sample) => void,
): Promise<AlternatingResult<Sample>> {
  const samples: Record<string, Sample[]> = {};
  const order: string[] = [];
  const loadAverages: number[] = [];
  for (const contender of contenders) samples[contender.name] = [];
  for (let index = 0; index < rounds; index += 1) {
    const turn = index % 2 === 0 ? contenders : [...contenders].reverse();
    for (const contender of turn) {
      loadAverages.push(round(loadavg()[0] ?? Number.NaN));
      const sample = await contender.round(index);
      samples[contender.name]!.push(sample);
      order.push(contender.name);
      onRound?.(contender.name, index, sample);
    }
  }
  return { samples, order, loadAverages };
}

/** The median of one figure across a contender's rounds. */
export function medianOf<Sample>(samples: readonly Sample[], figure: (sample: Sample) => number): number {
  return median(samples.map(figure));
}

/** Playfront's median over the floor's, to two decimals: the figure a baseline records. */
export function ratio(playfront: number, floor: number): number {
  return round(playfront / floor);
}

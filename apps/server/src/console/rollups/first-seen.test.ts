import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstSeenChange,
  LOOKBACK_DAYS,
  NO_PREVIOUS,
  storedPrevious,
  type Neighbours,
} from './first-seen.ts';

/** The counts of one (visitor, key) seen on `days`, from scratch: (day, stored previous) → 1. */
function countsOf(days: Iterable<number>): Map<string, number> {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const out = new Map<string, number>();
  sorted.forEach((day, i) => {
    const id = `${day}:${storedPrevious(i === 0 ? null : (sorted[i - 1] ?? null), day)}`;
    out.set(id, (out.get(id) ?? 0) + 1);
  });
  return out;
}

/** What the updater reads of the stored days around a new one: within the lookback only. */
function neighbours(stored: readonly number[], day: number): Neighbours {
  const before = stored.filter((d) => d < day && d >= day - LOOKBACK_DAYS);
  const after = stored.filter((d) => d > day && d <= day + LOOKBACK_DAYS);
  return {
    previous: before.length === 0 ? null : Math.max(...before),
    next: after.length === 0 ? null : Math.min(...after),
  };
}

describe('given the first-seen counts of one visitor and key', () => {
  it('should store a previous day older than the lookback as none', () => {
    expect(storedPrevious(null, 10)).toBe(NO_PREVIOUS);
    expect(storedPrevious(10 - LOOKBACK_DAYS, 10)).toBe(10 - LOOKBACK_DAYS);
    expect(storedPrevious(9 - LOOKBACK_DAYS, 10)).toBe(NO_PREVIOUS);
  });

  it('should move the next day onto a day added between two stored ones', () => {
    const change = firstSeenChange(new Map([[5, { previous: 2, next: 9 }]]));
    expect([...change.values()].sort((a, b) => a.day - b.day || a.previous - b.previous)).toEqual([
      { day: 5, previous: 2, change: 1 },
      { day: 9, previous: 2, change: -1 },
      { day: 9, previous: 5, change: 1 },
    ]);
  });

  it('should change the stored counts into the counts of all the days, whatever days are added', () => {
    const day = fc.integer({ min: 0, max: 1_200 });
    fc.assert(
      fc.property(
        fc.uniqueArray(day, { maxLength: 12 }),
        fc.uniqueArray(day, { minLength: 1, maxLength: 6 }),
        (stored, more) => {
          const added = more.filter((d) => !stored.includes(d));
          const counts = countsOf(stored);
          const change = firstSeenChange(new Map(added.map((d) => [d, neighbours(stored, d)])));
          for (const row of change.values()) {
            const id = `${row.day}:${row.previous}`;
            counts.set(id, (counts.get(id) ?? 0) + row.change);
          }
          for (const [id, n] of counts) if (n === 0) counts.delete(id);
          expect(counts).toEqual(countsOf([...stored, ...added]));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

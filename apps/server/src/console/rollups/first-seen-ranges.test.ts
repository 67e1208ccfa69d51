import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedPrevious } from './first-seen.ts';
import { monthOf } from './first-seen-months.ts';
import { rangePieces } from './first-seen-ranges.ts';

/** Day 20454 is 2026-01-01: two years of days around it, across leap and short months. */
const START = 20_454 - 400;
const SPAN = 800;

/**
 * One visitor's days with one key as stored: daily (day, previous) counts, and the month sums of
 * the days through `summed`.
 */
function stored(days: readonly number[], summed: number) {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const daily = sorted.map((day, i) => ({
    day,
    prev: storedPrevious(i === 0 ? null : (sorted[i - 1] ?? null), day),
  }));
  const months = daily
    .filter(({ day, prev }) => prev < monthOf(day) && day <= summed)
    .map(({ day, prev }) => ({ month: monthOf(day), prev }));
  return { sorted, daily, months };
}

describe('a range read as daily rows and month sums (decision 073)', () => {
  it('should count a visitor once when seen in the range and never otherwise, with visits summed over exactly its days', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: START, max: START + SPAN }), { maxLength: 40 }),
        fc.integer({ min: START, max: START + SPAN }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: START - 40, max: START + SPAN + 40 }),
        (days, first, length, summed) => {
          const last = first + length;
          const { sorted, daily, months } = stored(days, summed);
          let visitors = 0;
          let visitDays = 0;
          for (const piece of rangePieces(first, last, summed)) {
            const inPiece = (at: number) => at >= piece.first && at <= piece.last;
            if (piece.rows === 'days') {
              visitors += piece.sign * daily.filter((c) => inPiece(c.day) && c.prev < first).length;
              visitDays += piece.sign * sorted.filter(inPiece).length;
            } else {
              visitors += piece.sign * months.filter((c) => inPiece(c.month) && c.prev < first).length;
              visitDays += piece.sign * sorted.filter((day) => inPiece(monthOf(day)) && day <= summed).length;
            }
          }
          const inRange = sorted.filter((day) => day >= first && day <= last).length;
          expect({ visitors, visitDays }).toEqual({ visitors: inRange > 0 ? 1 : 0, visitDays: inRange });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('should read a range ending inside a month as that month less its days after the range when they are fewer', () => {
    const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;
    const summed = day('2026-11-25');
    // 2026-01-29 to 2026-04-29: January's last 3 days, February and March whole, April less the 30th.
    expect(rangePieces(day('2026-01-29'), day('2026-04-29'), summed)).toEqual([
      { rows: 'days', first: day('2026-01-29'), last: day('2026-01-31'), sign: 1 },
      { rows: 'days', first: day('2026-04-30'), last: day('2026-04-30'), sign: -1 },
      { rows: 'months', first: day('2026-02-01'), last: day('2026-04-01'), sign: 1 },
    ]);
    // Within one month, past its middle from its first day: read from its days.
    expect(rangePieces(day('2026-03-01'), day('2026-03-10'), summed)).toEqual([
      { rows: 'days', first: day('2026-03-01'), last: day('2026-03-10'), sign: 1 },
    ]);
    // Ending yesterday: the current month's sum through yesterday, no daily rows of it.
    expect(rangePieces(day('2026-10-27'), day('2026-11-25'), summed)).toEqual([
      { rows: 'days', first: day('2026-10-27'), last: day('2026-10-31'), sign: 1 },
      { rows: 'months', first: day('2026-11-01'), last: day('2026-11-01'), sign: 1 },
    ]);
    // Ending today: today from its daily rows.
    expect(rangePieces(day('2026-10-01'), day('2026-11-26'), summed)).toEqual([
      { rows: 'days', first: day('2026-11-26'), last: day('2026-11-26'), sign: 1 },
      { rows: 'months', first: day('2026-10-01'), last: day('2026-11-01'), sign: 1 },
    ]);
  });
});

import type { ProcessingTime } from '@playfront/contracts';
import type { Translate } from './messages.ts';

type Counted = Extract<ProcessingTime, { type: 'range' | 'static' }>;

/**
 * A stated duration in words, the unit in the plural form its number needs (`1 hour`,
 * `2 hours`; Arabic `ساعتان`): `duration.<unit>` counts the value; a range
 * (`1–3 business days`, `duration.range.<unit>`) counts its upper end, and says both numbers in
 * every form (Arabic says "two hours" without the number, which a range cannot).
 */
export function durationText(time: Counted, t: Translate): string {
  if (time.type === 'static') return t(`duration.${time.unit}`, { count: time.value });
  return t(`duration.range.${time.unit}`, { from: time.from, count: time.to });
}

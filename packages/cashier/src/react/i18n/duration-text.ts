import type { ProcessingTime } from '@playfront/contracts';
import type { Translate } from './messages.ts';

type Counted = Extract<ProcessingTime, { type: 'range' | 'static' }>;

/**
 * A stated duration in words, the unit in the plural form its number needs (`1 hour`,
 * `2 hours`; Arabic `ساعتان`): `duration.<unit>` counts, and a range words its upper end with
 * the unit (`1–3 business days`, `duration.range`).
 */
export function durationText(time: Counted, t: Translate): string {
  const key = `duration.${time.unit}`;
  if (time.type === 'static') return t(key, { count: time.value });
  return t('duration.range', { from: time.from, to: t(key, { count: time.to }) });
}

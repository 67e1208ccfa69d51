import { utcTime } from './payment-labels.ts';

/**
 * A UTC time as `utcTime` writes it, free to stand as date over time in a narrow column but
 * never broken inside the date ("2026-11-" over "23 16:32").
 */
export function StackedTime({ time }: { readonly time: number }) {
  const [date, clock] = utcTime(time).split(' ');
  return (
    <time dateTime={new Date(time).toISOString()}>
      <span className="nowrap">{date}</span> <span className="nowrap">{clock}</span>
    </time>
  );
}

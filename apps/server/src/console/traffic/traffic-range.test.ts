import { describe, expect, it } from 'vitest';
import { resolveTrafficRange } from './traffic-range.ts';

const NOW = Date.parse('2026-03-10T15:00:00Z');

describe('the traffic range', () => {
  it('should resolve each named period to dates ending today, with the same length before it', () => {
    expect(resolveTrafficRange({ period: 'today' }, NOW)).toEqual({
      ok: true,
      range: {
        from: '2026-03-10',
        to: '2026-03-10',
        interval: 'hour',
        previousFrom: '2026-03-09',
        previousTo: '2026-03-09',
      },
    });
    expect(resolveTrafficRange({}, NOW)).toMatchObject({
      range: {
        from: '2026-03-04',
        to: '2026-03-10',
        interval: 'day',
        previousFrom: '2026-02-25',
        previousTo: '2026-03-03',
      },
    });
    expect(resolveTrafficRange({ period: '30d' }, NOW)).toMatchObject({
      range: { from: '2026-02-09', to: '2026-03-10', previousFrom: '2026-01-10', previousTo: '2026-02-08' },
    });
    expect(resolveTrafficRange({ period: 'month', interval: 'week' }, NOW)).toMatchObject({
      range: { from: '2026-03-01', to: '2026-03-10', interval: 'week', previousFrom: '2026-02-19' },
    });
  });

  it('should keep a given range over the period, and refuse what it cannot answer', () => {
    expect(
      resolveTrafficRange({ from: '2026-01-01', to: '2026-01-31', period: 'today', interval: 'hour' }, NOW),
    ).toMatchObject({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-31', interval: 'hour' },
    });
    expect(resolveTrafficRange({ from: '2026-01-01', to: '2026-02-01', interval: 'hour' }, NOW)).toEqual({
      ok: false,
      message: 'An hourly series covers at most 31 days.',
    });
    expect(resolveTrafficRange({ from: '2026-01-01' }, NOW)).toMatchObject({ ok: false });
    expect(resolveTrafficRange({ from: '2026-01-02', to: '2026-01-01' }, NOW)).toMatchObject({ ok: false });
    expect(resolveTrafficRange({ from: '2026-02-30', to: '2026-03-01' }, NOW)).toMatchObject({ ok: false });
  });
});

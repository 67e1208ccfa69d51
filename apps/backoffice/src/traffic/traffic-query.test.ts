import { describe, expect, it } from 'vitest';
import { readTrafficView, scopeSearch, trafficSearch, withFilter, withoutFilter } from './traffic-query.ts';

describe('the traffic view in the URL', () => {
  it('should default to the last seven days, interval automatic, no filters', () => {
    const view = readTrafficView(new URLSearchParams(''));
    expect(view).toEqual({ range: { period: '7d' }, interval: null, includeBots: false, filters: {} });
    expect(trafficSearch(view).toString()).toBe('period=7d');
  });

  it('should keep a custom range, the interval, bots and the filters, in one order', () => {
    const view = readTrafficView(
      new URLSearchParams(
        'pathname=%2Fhome&stag=aff&to=2026-11-02&include_bots=true&from=2026-11-01&interval=hour',
      ),
    );
    expect(view.range).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(trafficSearch(view).toString()).toBe(
      'from=2026-11-01&to=2026-11-02&interval=hour&stag=aff&pathname=%2Fhome&include_bots=true',
    );
    expect(scopeSearch(view).toString()).toBe('stag=aff&pathname=%2Fhome&include_bots=true');
  });

  it('should ignore what it does not know', () => {
    const view = readTrafficView(
      new URLSearchParams('period=year&interval=minute&from=yesterday&to=2026-01-01&x=1'),
    );
    expect(trafficSearch(view).toString()).toBe('period=7d');
  });

  it('should add and remove one filter, leaving the rest', () => {
    const view = withFilter(
      readTrafficView(new URLSearchParams('period=today&country=DE')),
      'stag',
      '(none)',
    );
    expect(trafficSearch(view).toString()).toBe('period=today&stag=%28none%29&country=DE');
    expect(trafficSearch(withoutFilter(view, 'country')).toString()).toBe('period=today&stag=%28none%29');
  });
});

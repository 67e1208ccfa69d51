import { describe, expect, it } from 'vitest';
import { readReportQuery, reportSearch } from './report-query.ts';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('given the report page URL', () => {
  it('should default to the last seven days by stag in EUR', () => {
    expect(readReportQuery(new URLSearchParams(), NOW)).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
      groupBy: ['stag'],
      currency: 'EUR',
      stags: [],
    });
  });

  it('should read what the URL says, dropping unknown dimensions and currencies', () => {
    const params = new URLSearchParams(
      'from=2026-01-01&to=2026-01-31&group_by=country,stag,browser&currency=XXX',
    );
    expect(readReportQuery(params, NOW)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      groupBy: ['country', 'stag'],
      currency: 'EUR',
      stags: [],
    });
  });

  it('should write the API query back, dimensions in their canonical order', () => {
    const search = reportSearch({
      from: '2026-01-01',
      to: '2026-01-02',
      groupBy: ['device', 'stag'],
      currency: 'USD',
      stags: [],
    });
    expect(search.toString()).toBe('from=2026-01-01&to=2026-01-02&group_by=stag%2Cdevice&currency=USD');
  });

  it('should read a stag filter, dropping blanks, repeats and what is not a stag, and write it back', () => {
    const params = new URLSearchParams('stag=b2, a1,,b2,not a stag!,c3');
    const query = readReportQuery(params, NOW);
    expect(query.stags).toEqual(['b2', 'a1', 'c3']);
    expect(reportSearch(query).get('stag')).toBe('b2,a1,c3');
  });
});

import { describe, expect, it } from 'vitest';
import type { AffiliateMetrics, AffiliateReport } from '@playfront/contracts';
import { reportToCsv } from './report-csv.ts';

const metrics: AffiliateMetrics = {
  visits: 2,
  unique_visitors: 1,
  registrations: 1,
  ftd_count: 0,
  ftd_amount: 0,
  depositing_players: 0,
  deposits_count: 0,
  deposits_amount: 0,
  cashouts_amount: 0,
  net_deposits: 0,
  click_to_reg: 0.5,
  reg_to_ftd: null,
};

const report = (stag: string | null): AffiliateReport => ({
  from: '2026-01-01',
  to: '2026-01-01',
  currency: 'EUR',
  group_by: ['stag', 'country'],
  rows: [{ stag, country: 'DE', ...metrics }],
  totals: metrics,
});

describe('given a report as CSV', () => {
  it('should leave unknown values and null ratios empty, and label the totals', () => {
    const lines = reportToCsv(report(null)).split('\r\n');
    expect(lines[1]).toBe(',DE,2,1,1,0,0,0,0,0,0,0,0.5,');
    expect(lines[2]).toBe('total,,2,1,1,0,0,0,0,0,0,0,0.5,');
  });

  it('should defuse a value a spreadsheet would run as a formula', () => {
    expect(reportToCsv(report('=HYPERLINK(1)')).split('\r\n')[1]).toMatch(/^'=HYPERLINK\(1\),DE,/);
    expect(reportToCsv(report('-x')).split('\r\n')[1]).toMatch(/^'-x,DE,/);
  });

  it('should quote a value holding a comma or a quote', () => {
    expect(reportToCsv(report('a,"b"')).split('\r\n')[1]).toMatch(/^"a,""b""",DE,/);
  });
});

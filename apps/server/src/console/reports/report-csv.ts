import { AFFILIATE_METRICS, type AffiliateReport } from '@playfront/contracts';

/** RFC 4180 field: quoted when it holds a comma, quote or line break; formulas defused. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV: a header row, one line per row, then a `total` line. */
export function reportToCsv(report: AffiliateReport): string {
  const header = [...report.group_by, ...AFFILIATE_METRICS];
  const lines = [header.join(',')];
  for (const row of report.rows) {
    lines.push(
      [
        ...report.group_by.map((d) => csvField(row[d])),
        ...AFFILIATE_METRICS.map((m) => csvField(row[m])),
      ].join(','),
    );
  }
  const totalLabel = report.group_by.map((_, i) => (i === 0 ? 'total' : ''));
  lines.push([...totalLabel, ...AFFILIATE_METRICS.map((m) => csvField(report.totals[m]))].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

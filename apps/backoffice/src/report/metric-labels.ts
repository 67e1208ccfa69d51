import {
  AMOUNT_METRICS,
  currencyExponent,
  RATIO_METRICS,
  type AffiliateMetric,
  type ReportDimension,
  type ReportingCurrency,
} from '@playfront/contracts';

/** Column headings; the API's names stay in the CSV and the JSON. */
export const METRIC_LABELS: Record<AffiliateMetric, string> = {
  visits: 'Visits',
  unique_visitors: 'Unique visitors',
  registrations: 'Registrations',
  ftd_count: 'FTD',
  ftd_amount: 'FTD amount',
  depositing_players: 'Depositing players',
  deposits_count: 'Deposits',
  deposits_amount: 'Deposits amount',
  cashouts_amount: 'Cashouts amount',
  net_deposits: 'Net deposits',
  click_to_reg: 'Click to reg',
  reg_to_ftd: 'Reg to FTD',
};

export const DIMENSION_LABELS: Record<ReportDimension, string> = {
  day: 'Day',
  month: 'Month',
  stag: 'Stag',
  interlayer_id: 'Interlayer id',
  country: 'Country',
  device: 'Device',
};

const isAmount = (metric: AffiliateMetric) => (AMOUNT_METRICS as readonly string[]).includes(metric);
const isRatio = (metric: AffiliateMetric) => (RATIO_METRICS as readonly string[]).includes(metric);

/** A metric's value as a cell shows it: money in the reporting currency, ratios as percentages. */
export function formatMetric(
  metric: AffiliateMetric,
  value: number | null,
  currency: ReportingCurrency,
): string {
  if (value === null) return '—';
  if (isRatio(metric))
    return new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(value);
  if (isAmount(metric)) {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(
      value / 10 ** currencyExponent(currency),
    );
  }
  return new Intl.NumberFormat('en').format(value);
}

/** The funnel report: visit → registration → first deposit → second deposit, per stag. */
export const FUNNEL_PATH = '/api/v1/reports/funnel';

/** The funnel's steps in order; each row counts how many happened in the range. */
export const FUNNEL_STEPS = ['visits', 'registrations', 'first_deposits', 'second_deposits'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Conversion from one step to the next, from the summed counts; null when the first is 0. */
export const FUNNEL_RATES = [
  'visit_to_registration',
  'registration_to_first_deposit',
  'first_to_second_deposit',
] as const;
export type FunnelRate = (typeof FUNNEL_RATES)[number];

export type { FunnelQuery, FunnelMetrics, FunnelReport } from './funnel.schema.ts';

import { AML_RETENTION_YEARS } from '@playfront/contracts';
import { integer, type Env } from '../../config-values.ts';

/** What the retention job keeps and how often it runs (decision 066, docs/privacy.md). */
export interface RetentionSettings {
  /**
   * Years an erased player's records are kept (`RETENTION_RECORDS_YEARS`, default and minimum 5:
   * AMLD art. 40, MLR 2017 reg. 40, PMLFTR reg. 13), counted from the erasure.
   */
  readonly recordsYears: number;
  /** Days raw analytics events are kept (`ANALYTICS_EVENTS_RETENTION_DAYS`, default 760: 25 months). */
  readonly eventsDays: number;
  /** Minutes between passes (`RETENTION_INTERVAL_MINUTES`, default 1440: daily); 0 turns the job off. */
  readonly intervalMinutes: number;
}

export function retentionSettings(env: Env): RetentionSettings {
  return {
    recordsYears: integer(env, 'RETENTION_RECORDS_YEARS', AML_RETENTION_YEARS, AML_RETENTION_YEARS, 30),
    eventsDays: integer(env, 'ANALYTICS_EVENTS_RETENTION_DAYS', 760, 30, 3650),
    intervalMinutes: integer(env, 'RETENTION_INTERVAL_MINUTES', 1440, 0, 10_080),
  };
}

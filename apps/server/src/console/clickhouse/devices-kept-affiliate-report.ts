import type { AffiliateReport } from '@playfront/contracts';
import type { AffiliateReportParams, AffiliateReportSource } from '../reports/affiliate-report-source.ts';
import type { PlayerDevicesKeeper } from './player-devices-keeper.ts';

/**
 * The affiliate report where the events are on ClickHouse: the SQL report (`report`, visits and
 * unique visitors read on ClickHouse), and grouped by device, the players' first devices brought
 * up to date before it reads (decision 120), so that its money rollups put every player under the
 * device of their visitor's first event, as where the events are in the app's database.
 */
export class DevicesKeptAffiliateReport implements AffiliateReportSource {
  readonly #report: AffiliateReportSource;
  readonly #devices: PlayerDevicesKeeper;

  constructor(report: AffiliateReportSource, devices: PlayerDevicesKeeper) {
    this.#report = report;
    this.#devices = devices;
  }

  async run(params: AffiliateReportParams): Promise<AffiliateReport> {
    if (params.groupBy.includes('device')) await this.#devices.catchUp();
    return this.#report.run(params);
  }

  secondDeposits(
    params: Pick<AffiliateReportParams, 'from' | 'to' | 'stags'>,
  ): Promise<Map<string | null, number> | null> {
    return this.#report.secondDeposits?.(params) ?? Promise.resolve(null);
  }
}

import { parseArgs } from 'node:util';
import {
  clickHouseClient,
  ClickHouseTrafficReport,
  ClickHouseVisitsUpdater,
  type ReportSources,
} from '@playfront/server/testing';
import { positiveInteger } from '../lib/args.ts';

/** Issue 13's goal: every query's p95 under 500 ms at 100 million events. */
export const GOAL = { p95Ms: 500, events: 100_000_000 } as const;

/** The reports bench's command line (reports.bench.ts). */
export interface Options {
  readonly events: number;
  readonly players: number;
  readonly runs: number;
  /** Rows per INSERT … SELECT. */
  readonly chunk: number;
  readonly memoryGiB: number;
  readonly generateOnly: boolean;
  /** Only the queries whose name contains this. */
  readonly only: string | undefined;
  readonly keep: string | undefined;
  /**
   * Each dashboard shape also with its timing cards from raw events only (decision 090's
   * before), the two alternating round by round.
   */
  readonly compareTiming: boolean;
  /**
   * Each dashboard shape also with its page views from the hourly rollup only (decision 094's
   * before), the two alternating round by round.
   */
  readonly comparePageviews: boolean;
  /**
   * Each dashboard shape also with a stags' dashboard's page views from the hourly rollup (decision
   * 097's before), the two alternating round by round.
   */
  readonly compareStagPageviews: boolean;
  /**
   * Each dashboard shape also with a stags' dashboard's timing cards from raw events (decision
   * 099's before), the two alternating round by round.
   */
  readonly compareStagTiming: boolean;
  /**
   * Each dashboard shape also with a stags' dashboard's visits from raw events (decision 102's
   * before), the two alternating round by round.
   */
  readonly compareStagVisits: boolean;
  /** Each shape also with a stags' dashboard's visitors from the daily rollup (before 105). */
  readonly compareStagVisitors: boolean;
  readonly compareStagCells: boolean;
  /** The affiliate and funnel shapes also with every visit counted through FINAL (before 110). */
  readonly compareVisitDays: boolean;
  /** The affiliate report and funnel with the visit counts read day by day, no whole weeks (before 118). */
  readonly compareVisitWeeks: boolean;
  /**
   * Each affiliate and dashboard shape also with its visitors from the daily rollup's sets
   * (decision 112's before), the two alternating round by round.
   */
  readonly compareVisitorChains: boolean;
  readonly compareBounceDays: boolean;
  /** system.query_log on: after the rounds, the queries that took the most time in total. */
  readonly profile: boolean;
}

export function options(args: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...args],
    options: {
      record: { type: 'boolean', default: false },
      events: { type: 'string', default: String(GOAL.events) },
      players: { type: 'string', default: '100000' },
      runs: { type: 'string', default: '5' },
      // A chunk is one INSERT … SELECT: at 5M under load it passed fetch's 300 s wait for headers.
      chunk: { type: 'string', default: '1000000' },
      'memory-gib': { type: 'string', default: '6' },
      'generate-only': { type: 'boolean', default: false },
      only: { type: 'string' },
      keep: { type: 'string' },
      'compare-timing': { type: 'boolean', default: false },
      'compare-pageviews': { type: 'boolean', default: false },
      'compare-stag-pageviews': { type: 'boolean', default: false },
      'compare-stag-timing': { type: 'boolean', default: false },
      'compare-stag-visits': { type: 'boolean', default: false },
      'compare-stag-visitors': { type: 'boolean', default: false },
      'compare-stag-cells': { type: 'boolean', default: false },
      'compare-visit-days': { type: 'boolean', default: false },
      'compare-visit-weeks': { type: 'boolean', default: false },
      'compare-visitor-chains': { type: 'boolean', default: false },
      'compare-bounce-days': { type: 'boolean', default: false },
      profile: { type: 'boolean', default: false },
    },
  });
  return {
    events: positiveInteger('events', values.events),
    players: positiveInteger('players', values.players),
    runs: positiveInteger('runs', values.runs),
    chunk: positiveInteger('chunk', values.chunk),
    memoryGiB: positiveInteger('memory-gib', values['memory-gib']),
    generateOnly: values['generate-only'],
    only: values.only,
    keep: values.keep,
    compareTiming: values['compare-timing'],
    comparePageviews: values['compare-pageviews'],
    compareStagPageviews: values['compare-stag-pageviews'],
    compareStagTiming: values['compare-stag-timing'],
    compareStagVisits: values['compare-stag-visits'],
    compareStagVisitors: values['compare-stag-visitors'],
    compareStagCells: values['compare-stag-cells'],
    compareVisitDays: values['compare-visit-days'],
    compareVisitWeeks: values['compare-visit-weeks'],
    compareVisitorChains: values['compare-visitor-chains'],
    compareBounceDays: values['compare-bounce-days'],
    profile: values.profile,
  };
}

/** Each `--compare-…` option: the before it measures, as its label and the report's sources. */
const BEFORES = [
  ['compareTiming', 'timing from events', { timingSource: 'events' }],
  ['comparePageviews', 'page views from the rollup', { pageviewDays: false }],
  ['compareStagPageviews', "stags' page views from the rollup", { stagPageviewDays: false }],
  ['compareStagTiming', "stags' timing from events", { timingSource: 'unfiltered days' }],
  ['compareStagVisits', "stags' visits from events", { stagVisitDays: false }],
  ['compareStagVisitors', "stags' visitors from the rollup", { stagVisitorDays: false }],
  ['compareStagCells', "stags' timing cells, pages first", { timingSource: 'days, stag pages first' }],
  ['compareVisitorChains', 'visitors from the sets', { visitorChains: false }],
  ['compareBounceDays', 'visits and bounces through FINAL', { bounceDays: false }],
] as const satisfies readonly (readonly [keyof Options, string, Partial<ReportSources>])[];

/** The report of the first before asked for, beside the current one; null when none is. */
export function comparedBefore(
  opts: Options,
  client: ReturnType<typeof clickHouseClient>,
): { readonly label: string; readonly report: ClickHouseTrafficReport } | null {
  const before = BEFORES.find(([option]) => opts[option]);
  if (before === undefined) return null;
  const [, label, sources] = before;
  return { label, report: new ClickHouseTrafficReport(client, new ClickHouseVisitsUpdater(client), sources) };
}

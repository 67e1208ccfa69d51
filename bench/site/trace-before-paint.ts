/**
 * What the renderer's main thread did between the document's first bytes and the first contentful
 * paint, per trace written by `lcp.bench.ts --trace=DIR`, with the medians of each side: parsing,
 * the module fetches the preload scanner starts, scripts, style, layout and paint, in
 * milliseconds of the (4x slowed) thread. A diagnosis for decision 096.
 *
 * Run: npx node bench/site/trace-before-paint.ts DIR
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from '../lib/stats.ts';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly data?: { readonly documentLoaderURL?: string } };
}

/** The trace's events of interest, by the figure they count towards. */
const FIGURES: Readonly<Record<string, string>> = {
  ParseHTML: 'parse',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'preloadFetches',
  EvaluateScript: 'scripts',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Commit: 'paint',
};

/** Milliseconds from navigation to the body's first bytes and to FCP, and each figure's time in between. */
function summarise(events: readonly TraceEvent[]): Record<string, number> {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1);
  if (navigation === undefined) throw new Error('no navigation in the trace');
  const { pid, tid, ts: start } = navigation;
  const onMain = (e: TraceEvent) => e.pid === pid && e.tid === tid && e.ph === 'X';
  const fcp = Math.min(
    ...events.filter((e) => e.pid === pid && e.name === 'firstContentfulPaint').map((e) => e.ts),
  );
  const body = Math.min(
    ...events
      .filter((e) => onMain(e) && e.name === 'NavigationBodyLoader::StartLoadingBody')
      .map((e) => e.ts),
  );
  const figures: Record<string, number> = { bodyMs: (body - start) / 1000, fcpMs: (fcp - start) / 1000 };
  // The outermost event of each kind only: a parse holding a script counts the script once, as a script.
  const endOf: Record<string, number> = {};
  for (const e of events.filter((x) => onMain(x) && x.ts >= body && x.ts < fcp).sort((a, b) => a.ts - b.ts)) {
    const figure = FIGURES[e.name];
    if (figure === undefined || (endOf[e.name] ?? 0) > e.ts) continue;
    endOf[e.name] = e.ts + (e.dur ?? 0);
    figures[figure] = (figures[figure] ?? 0) + (e.dur ?? 0) / 1000;
  }
  const nested = (figures.scripts ?? 0) + (figures.preloadFetches ?? 0);
  figures.parse = Math.max(0, (figures.parse ?? 0) - nested);
  return figures;
}

const dir = process.argv[2];
if (dir === undefined)
  throw new Error('Usage: trace-before-paint.ts DIR (written by lcp.bench.ts --trace=DIR)');
const bySide: Record<string, Record<string, number>[]> = {};
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const trace = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { traceEvents: TraceEvent[] };
  const figures = summarise(trace.traceEvents);
  const side = file.replace(/-\d+\.json$/, '');
  (bySide[side] ??= []).push(figures);
  console.log(
    file.padEnd(18),
    JSON.stringify(figures, (_key, value: unknown) =>
      typeof value === 'number' ? Math.round(value) : value,
    ),
  );
}
for (const [side, runs] of Object.entries(bySide)) {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  const medians = Object.fromEntries(
    names.map((name) => [name, Math.round(median(runs.map((run) => run[name] ?? 0)))]),
  );
  console.log(`${side} median (${runs.length} runs):`, JSON.stringify(medians));
}

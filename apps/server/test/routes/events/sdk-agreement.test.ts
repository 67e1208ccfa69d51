import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalytics, type IdentityMetadata, type TimingMetrics } from '@playfront/analytics';
import { TIMING_METRICS } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

/**
 * The SDK and the collector agree (issue 10): whatever identity() and track() accept reaches
 * the database as the caller gave it (a country code upper-cased, the metrics the contract
 * keeps), and whatever the collector could not store is refused at the call. Generated calls go
 * through the real SDK ('ssr' mode, Node's fetch) to the real app listening on a port, on SQLite.
 */

/** Any UTF-16 text, lone surrogates and NUL included, sometimes past every field's limit. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme-ascii', minLength: maxLength - 4, maxLength: maxLength + 4 }),
  );

const country = fc.oneof(
  fc.stringMatching(/^\s{0,2}[A-Za-z]{2}\s{0,2}$/),
  fc.constantFrom('Germany', 'DEU', 'D1', 'T1', ''),
  fc.string({ maxLength: 4 }),
);

const metadata: fc.Arbitrary<IdentityMetadata> = fc.record(
  {
    stag: anyText(130),
    userAgent: fc.oneof(
      fc.string(),
      fc.constant('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1'),
    ),
    tempPlayerId: anyText(66),
    license: anyText(34),
    ipCountry: country,
    interlayerId: anyText(130),
  },
  { requiredKeys: [] },
);

const metricValue = fc.oneof(
  fc.double(),
  fc.double({ min: 3_600_000, max: 1e12, noNaN: true }),
  fc.constantFrom(0, -1, Number.NaN, Infinity),
);
const metrics: fc.Arbitrary<TimingMetrics> = fc.record(
  { loading_time: metricValue, time_to_fetch_start: metricValue, time_to_first_byte: metricValue },
  { requiredKeys: [] },
);

const eventName = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_.:-]{1,64}$/),
  fc.constantFrom('deposit completed', 'x'.repeat(65), '', 'ünïcode'),
  fc.string({ maxLength: 70 }),
);

const identityCall = fc.record({
  kind: fc.constant('identity' as const),
  userId: anyText(130),
  metadata,
});
const trackCall = fc.record({ kind: fc.constant('track' as const), event: eventName, metrics });

/** What the caller expects stored for one accepted track(): the fields it decided. */
type Expected = Record<string, unknown>;

describe('given identity() and track() calls through the SDK to the real collector on SQLite', () => {
  let testApp: TestApp;
  let origin: string;

  beforeAll(async () => {
    testApp = await buildTestApp({
      env: { EVENTS_RATE_LIMIT_PER_MINUTE: '1000000', EVENTS_RATE_LIMIT_EVENTS_PER_MINUTE: '10000000' },
    });
    origin = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await (testApp as TestApp | undefined)?.close();
  });

  const rowsOf = (project: string) =>
    testApp.app.database.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('project_id', '=', project)
      .execute();

  it('should store exactly what each accepted call gave, and refuse the rest at the call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ license: fc.option(anyText(34), { nil: undefined }), ipCountry: fc.option(country) }),
        identityCall,
        fc.array(fc.oneof({ arbitrary: trackCall, weight: 3 }, { arbitrary: identityCall, weight: 1 }), {
          maxLength: 8,
        }),
        async (defaults, first, calls) => {
          const projectId = `agree-${randomUUID()}`;
          const dropped: unknown[] = [];
          const failed: unknown[] = [];
          let analytics;
          try {
            analytics = createAnalytics({
              projectId,
              mode: 'ssr',
              origin,
              flushInterval: 3_600_000,
              ...(defaults.license === undefined ? {} : { license: defaults.license }),
              ...(defaults.ipCountry == null ? {} : { ipCountry: defaults.ipCountry }),
              onDrop: (info) => dropped.push(info),
              onError: (error) => failed.push(error),
            });
          } catch (error) {
            // Refused at creation: the defaults break a rule, so nothing could be lost.
            expect(String(error)).toMatch(/Analytics: invalid (license|ipCountry)/);
            return;
          }
          const expected: Expected[] = [];
          let identity: { userId: string; metadata: IdentityMetadata } | undefined;
          for (const call of [first, ...calls]) {
            if (call.kind === 'identity') {
              try {
                analytics.identity(call.userId, call.metadata);
                identity = call;
              } catch (error) {
                expect(String(error)).toMatch(
                  /Analytics: invalid (userId|stag|tempPlayerId|license|ipCountry|interlayerId) /,
                );
              }
              continue;
            }
            try {
              analytics.track(call.event, call.metrics);
            } catch (error) {
              expect(String(error)).toMatch(/Analytics: invalid event |User is not identified/);
              continue;
            }
            const meta = identity?.metadata ?? {};
            const kept = Object.fromEntries(
              TIMING_METRICS.map((metric) => {
                const value = call.metrics[metric];
                return [metric, Number.isFinite(value) && (value ?? 0) > 0 ? value : null];
              }),
            );
            expected.push({
              event: call.event,
              user_id: identity?.userId ?? null,
              stag: meta.stag ?? null,
              temp_player_id: meta.tempPlayerId ?? null,
              license: meta.license ?? defaults.license ?? null,
              ip_country: (meta.ipCountry ?? defaults.ipCountry)?.trim().toUpperCase() ?? null,
              interlayer_id: meta.interlayerId ?? null,
              ...kept,
            });
          }
          await analytics.flush();
          analytics.destroy();

          expect(dropped).toEqual([]);
          expect(failed).toEqual([]);
          const stored = (await rowsOf(projectId)).map((row) =>
            Object.fromEntries(
              Object.keys(expected[0] ?? {}).map((key) => [key, row[key as keyof typeof row]]),
            ),
          );
          const order = (rows: Expected[]) => rows.map((row) => JSON.stringify(row)).sort();
          expect(order(stored)).toEqual(order(expected));
        },
      ),
      { numRuns: 60 },
    );
  });
});

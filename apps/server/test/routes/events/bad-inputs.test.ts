import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_PATH, type AnalyticsEvent } from '@playfront/contracts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { makeEvent } from '../../helpers/analytics-events.ts';
import { startPostgres, type PostgresCluster } from '../../helpers/postgres.ts';

type Fields = Partial<Record<keyof AnalyticsEvent | 'extra', unknown>>;

interface BadInput {
  readonly name: string;
  /** The raw body; a function gets the case's own project id. */
  readonly body: string | ((project: string) => string);
  readonly contentType?: string;
  readonly status: number;
  /** The error body's message, or for rejected events, a reason of the first one. */
  readonly says: RegExp;
  /** Rows the case leaves under its project id (default none). */
  readonly stored?: number;
}

/** An event of the case's project with some fields replaced, as a JSON text. */
const eventWith =
  (fields: Fields) =>
  (project: string): string =>
    JSON.stringify([makeEvent({ project_id: project, ...fields })]);

const MB = 1024 * 1024;

/** Every field given a value of the wrong type. */
const wrongTypes: [keyof AnalyticsEvent, unknown][] = [
  ['event_id', 123],
  ['event', ['page_view']],
  ['project_id', { id: 1 }],
  ['mode', true],
  ['lib_version', 33],
  ['core_version', null],
  ['timestamp', '2024-01-01'],
  ['hostname', 42],
  ['pathname', { path: '/' }],
  ['stag', false],
  ['device', 1],
  ['browser', ['Chrome']],
  ['temp_player_id', 7],
  ['license', {}],
  ['ip_country', 49],
  ['interlayer_id', []],
  ['connection_type', 4],
  ['user_id', 1001],
];

/**
 * Timing metrics that are not a finite number above 0: the contract's rule
 * (`isTimingMetricValue`) drops the metric alone, and the event is stored.
 */
const droppedMetrics: [string, Fields | ((project: string) => string)][] = [
  ['a metric as a word', { loading_time: 'fast' }],
  ['a null metric', { time_to_fetch_start: null }],
  ['a metric as an object', { time_to_first_byte: {} }],
  ['a metric as a string', { loading_time: '12.5' }],
  ['a metric "NaN"', { loading_time: 'NaN' }],
  ['a metric "Infinity"', { time_to_first_byte: 'Infinity' }],
  [
    'a metric 1e999 (Infinity once parsed)',
    (project) => eventWith({})(project).replace(/"loading_time":[^,}]+/, '"loading_time":1e999'),
  ],
  ['a negative metric', { loading_time: -1 }],
  ['a zero metric', { time_to_fetch_start: 0 }],
];

/** One character past every length limit of the contract. */
const tooLong: [keyof AnalyticsEvent, number][] = [
  ['event', 64],
  ['project_id', 64],
  ['lib_version', 32],
  ['core_version', 32],
  ['hostname', 253],
  ['pathname', 2048],
  ['stag', 128],
  ['browser', 64],
  ['temp_player_id', 64],
  ['license', 32],
  ['interlayer_id', 128],
  ['connection_type', 32],
  ['user_id', 128],
];

const corpus: BadInput[] = [
  // Malformed JSON
  { name: 'a truncated array', body: '[{"event":', status: 400, says: /^Body is not valid JSON/ },
  { name: 'a trailing comma', body: '[{"a":1},]', status: 400, says: /^Body is not valid JSON/ },
  { name: 'single quotes', body: "{'event': 'x'}", status: 400, says: /^Body is not valid JSON/ },
  { name: 'a bare NaN', body: '[{"loading_time": NaN}]', status: 400, says: /^Body is not valid JSON/ },
  { name: 'undefined', body: 'undefined', status: 400, says: /^Body is not valid JSON/ },
  { name: 'an empty body', body: '', status: 400, says: /^Body is empty/ },
  { name: 'malformed JSON as text/plain', body: '[1,', contentType: 'text/plain', status: 400, says: /JSON/ },
  // Shapes that are no event
  { name: 'null', body: 'null', status: 400, says: /^Body must be one event object or an array/ },
  { name: 'a string', body: '"event"', status: 400, says: /^Body must be one event object/ },
  { name: 'a number', body: '42', status: 400, says: /^Body must be one event object/ },
  { name: 'an array of null', body: '[null]', status: 400, says: /^Body must be one event object/ },
  {
    name: 'an array of non-objects',
    body: '[1, "a", true]',
    status: 400,
    says: /^Body must be one event object/,
  },
  {
    name: 'an array of arrays',
    body: '[[{"event": "x"}]]',
    status: 400,
    says: /^Body must be one event object/,
  },
  {
    name: 'a null event field',
    body: eventWith({ event: null }),
    status: 400,
    says: /^event must be string$/,
  },
  // Wrong types, one case per field
  ...wrongTypes.map(([field, value]): BadInput => ({
    name: `${field} as ${JSON.stringify(value)}`,
    body: eventWith({ [field]: value }),
    status: 400,
    says: new RegExp(`^${field} must`),
  })),
  // Numbers as strings are not coerced
  {
    name: 'timestamp as a string',
    body: eventWith({ timestamp: String(Date.now()) }),
    status: 400,
    says: /^timestamp must be integer$/,
  },
  // Metrics the contract drops: the event is stored without them
  ...droppedMetrics.map(([name, fields]): BadInput => ({
    name,
    body: typeof fields === 'function' ? fields : eventWith(fields),
    status: 200,
    says: /./,
    stored: 1,
  })),
  {
    name: 'a timestamp 1e999',
    body: (project) => eventWith({})(project).replace(/"timestamp":\d+/, '"timestamp":1e999'),
    status: 400,
    says: /^timestamp must be/,
  },
  {
    name: 'a fractional timestamp',
    body: eventWith({ timestamp: Date.now() + 0.5 }),
    status: 400,
    says: /^timestamp must be integer$/,
  },
  {
    name: 'a negative timestamp',
    body: eventWith({ timestamp: -1 }),
    status: 400,
    says: /^timestamp must be >= 0$/,
  },
  // Huge strings
  ...tooLong.map(([field, max]): BadInput => ({
    name: `${field} of ${max + 1} characters`,
    body: eventWith({ [field]: 'x'.repeat(max + 1) }),
    status: 400,
    says: new RegExp(`^${field} must NOT have more than ${max} characters$`),
  })),
  {
    name: 'a 900 kB pathname',
    body: eventWith({ pathname: 'p'.repeat(900_000) }),
    status: 400,
    says: /^pathname must NOT have more/,
  },
  {
    name: 'a 900 kB unknown field (ignored)',
    body: eventWith({ extra: 'u'.repeat(900_000) }),
    status: 200,
    says: /./,
    stored: 1,
  },
  {
    name: 'an ip_country that is no country code',
    body: eventWith({ ip_country: 'D1' }),
    status: 400,
    says: /^ip_country must match pattern/,
  },
  {
    name: 'an event name with spaces',
    body: eventWith({ event: 'page view' }),
    status: 400,
    says: /^event must match pattern/,
  },
  // Characters the databases cannot keep as sent
  {
    name: 'a NUL character',
    body: eventWith({ pathname: '/a\u0000b' }),
    status: 400,
    says: /^pathname must not contain NUL/,
  },
  {
    name: 'a lone surrogate',
    body: eventWith({ browser: 'Chrome\ud800' }),
    status: 400,
    says: /^browser must be well-formed Unicode/,
  },
  // Prototype poisoning
  {
    name: 'a __proto__ key',
    body: (project) => `[{"__proto__": {"polluted": true}, "project_id": "${project}"}]`,
    status: 400,
    says: /^Body holds a forbidden key/,
  },
  {
    name: 'a nested __proto__ key',
    body: (project) =>
      eventWith({})(project).replace(/^\[\{/, '[{"extra": {"__proto__": {"polluted": true}},'),
    status: 400,
    says: /^Body holds a forbidden key/,
  },
  {
    name: 'a constructor.prototype key',
    body: (project) =>
      eventWith({})(project).replace(/^\[\{/, '[{"constructor": {"prototype": {"polluted": true}},'),
    contentType: 'text/plain',
    status: 400,
    says: /^Body holds a forbidden key/,
  },
  // Deep nesting
  {
    name: 'a body nested 100,000 deep',
    body: '['.repeat(100_000) + ']'.repeat(100_000),
    status: 400,
    says: /^Body must be one event object/,
  },
  {
    name: 'an unknown field nested 10,000 deep (ignored)',
    body: (project) =>
      eventWith({})(project).replace(/^\[\{/, `[{"extra": ${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)},`),
    status: 200,
    says: /./,
    stored: 1,
  },
  {
    name: 'a known field holding nested objects',
    body: eventWith({ stag: { a: { b: { c: 1 } } } }),
    status: 400,
    says: /^stag must be string or null$/,
  },
  // Size
  {
    name: 'a 10 MB body',
    body: `[${'"x",'.repeat((10 * MB) / 4)}"x"]`,
    status: 413,
    says: /^Body must not be larger than 1048576 bytes$/,
  },
  {
    name: 'a 10 MB text/plain body',
    body: 'x'.repeat(10 * MB),
    contentType: 'text/plain',
    status: 413,
    says: /^Body must not be larger/,
  },
  // SQL in strings: stored verbatim
  {
    name: 'SQL in strings',
    body: eventWith({
      pathname: "/'); DROP TABLE analytics_events; --",
      user_id: "1' OR '1'='1",
      stag: '"; DELETE FROM analytics_events; --',
      browser: 'Robert`); TRUNCATE analytics_events;',
    }),
    status: 200,
    says: /./,
    stored: 1,
  },
];

describe.each(['sqlite', 'postgres'] as const)('given bad inputs to the collector on %s', (dialect) => {
  let cluster: PostgresCluster | undefined;
  let testApp: TestApp;
  const sentinel = `sentinel-${randomUUID()}`;

  beforeAll(async () => {
    if (dialect === 'postgres') cluster = await startPostgres();
    testApp = await buildTestApp({ databaseUrl: cluster?.url });
    // Rows stored before the corpus runs; each case must leave them be.
    const seed = await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: [makeEvent({ project_id: sentinel }), makeEvent({ project_id: sentinel })],
    });
    expect(seed.statusCode).toBe(200);
  });

  afterAll(async () => {
    // Left unset when the cluster failed to start.
    await (testApp as TestApp | undefined)?.close();
    await cluster?.stop();
  });

  const rowsOf = (project: string) =>
    testApp.app.database.db
      .selectFrom('analytics_events')
      .selectAll()
      .where('project_id', '=', project)
      .execute();

  it.each(corpus)('should answer $name with $status', async (input) => {
    const project = `bad-${randomUUID()}`;
    const body = typeof input.body === 'function' ? input.body(project) : input.body;

    const response = await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      headers: { 'content-type': input.contentType ?? 'application/json' },
      payload: body,
    });

    expect(response.statusCode).toBe(input.status);
    // Never echo the input back: every answer is small, whatever was sent.
    expect(response.body.length).toBeLessThan(2_000);
    const answer = response.json<{ message?: string; rejected?: { errors: string[] }[] }>();
    if (input.status === 200) {
      expect(answer).toMatchObject({ accepted: input.stored ?? 0, rejected: [] });
    } else {
      expect(answer).toMatchObject({ statusCode: input.status, error: expect.any(String) as string });
      const said = answer.rejected?.[0]?.errors[0] ?? answer.message;
      expect(said).toMatch(input.says);
    }
    expect(await rowsOf(project)).toHaveLength(input.stored ?? 0);
    expect(await rowsOf(sentinel)).toHaveLength(2);
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('should store SQL found in strings verbatim', async () => {
    const project = `sql-${randomUUID()}`;
    const fields = { pathname: "/'); DROP TABLE analytics_events; --", user_id: "1' OR '1'='1" };

    await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: [makeEvent({ project_id: project, ...fields })],
    });

    expect(await rowsOf(project)).toEqual([expect.objectContaining(fields)]);
  });

  it('should store an event whose metrics break the rule, without those metrics', async () => {
    const project = `metrics-${randomUUID()}`;

    const response = await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: [makeEvent({ project_id: project, loading_time: -5, time_to_fetch_start: 7_200_000.5 })],
    });

    expect(response.json()).toMatchObject({ accepted: 1, rejected: [] });
    expect(await rowsOf(project)).toEqual([
      expect.objectContaining({ loading_time: null, time_to_fetch_start: 7_200_000.5 }),
    ]);
  });

  it('should store a country code sent in lower case or with spaces in upper case', async () => {
    const project = `country-${randomUUID()}`;

    await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: [makeEvent({ project_id: project, ip_country: ' de ' })],
    });

    expect(await rowsOf(project)).toEqual([expect.objectContaining({ ip_country: 'DE' })]);
  });

  it('should store any valid Unicode verbatim', async () => {
    const project = `unicode-${randomUUID()}`;
    const fields = { pathname: '/spiele/über-uns/🎰/日本語', browser: 'Ünïcödé 𝄞', stag: 'زائر' };

    const response = await testApp.app.inject({
      method: 'POST',
      url: EVENTS_PATH,
      payload: [makeEvent({ project_id: project, ...fields })],
    });

    expect(response.json()).toMatchObject({ accepted: 1 });
    expect(await rowsOf(project)).toEqual([expect.objectContaining(fields)]);
  });
});

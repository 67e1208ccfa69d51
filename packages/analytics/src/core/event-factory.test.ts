import { ANALYTICS_EVENT_FIELDS } from '@playfront/contracts';
import { AnalyticsEventSchema } from '@playfront/contracts/schemas';
import { Value } from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CORE_VERSION } from '../generated/version.ts';
import { addTimingMetrics, createEvent, type EventContext } from './event-factory.ts';

const context: EventContext = {
  project_id: 'project-1',
  mode: 'spa',
  hostname: 'example.com',
  pathname: '/lobby',
  stag: 'aff-1',
  device: 'mobile',
  browser: 'Chrome',
  temp_player_id: '0190a0e2-0000-7000-8000-000000000001',
  license: 'mga',
  ip_country: 'DE',
  interlayer_id: null,
  connection_type: '4g',
  user_id: 'player-1',
};

describe('given createEvent', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should carry every field of SPEC section 3, the versions and the time', () => {
    const event = createEvent('page_view', context);
    for (const field of ANALYTICS_EVENT_FIELDS) expect(event).toHaveProperty(field);
    expect(event).toMatchObject({
      ...context,
      event: 'page_view',
      lib_version: '0.0.33',
      core_version: CORE_VERSION,
      timestamp: 1_700_000_000_000,
    });
  });

  it('should give each event a UUID v7 of its own time', () => {
    const first = createEvent('a', context);
    const second = createEvent('a', context);
    expect(first.event_id).toMatch(/^018bcfe5-6800-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.event_id).not.toBe(second.event_id);
  });

  it('should make events the collector schema accepts', () => {
    expect(Value.Check(AnalyticsEventSchema, createEvent('page_view', context))).toBe(true);
  });
});

describe('given addTimingMetrics', () => {
  const event = () => createEvent('page_view', context);

  it('should keep finite numbers above 0', () => {
    expect(
      addTimingMetrics(event(), { loading_time: 1234.5, time_to_fetch_start: 3, time_to_first_byte: 0.25 }),
    ).toMatchObject({ loading_time: 1234.5, time_to_fetch_start: 3, time_to_first_byte: 0.25 });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '12', null, undefined])(
    'should leave the key absent for %s',
    (value) => {
      const result = addTimingMetrics(event(), { loading_time: value as number });
      expect(result).not.toHaveProperty('loading_time');
    },
  );

  it('should take only the three timing metrics', () => {
    const result = addTimingMetrics(event(), { other: 5 } as never);
    expect(result).not.toHaveProperty('other');
  });

  it('should accept no metrics at all', () => {
    const result = addTimingMetrics(event());
    expect(Object.keys(result)).not.toContain('loading_time');
  });
});

import type { AnalyticsEvent } from '@playfront/contracts';

let sequence = 0;

/** A complete wire event for tests; every field of SPEC section 3 present. */
export const makeEvent = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => {
  sequence++;
  return {
    event_id: `01890000-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    event: 'test_event',
    project_id: 'project-1',
    mode: 'spa',
    lib_version: '0.0.33',
    core_version: '0.1.0',
    timestamp: 1_700_000_000_000 + sequence,
    hostname: 'example.com',
    pathname: '/',
    stag: null,
    device: 'web',
    browser: 'Chrome',
    temp_player_id: null,
    license: null,
    ip_country: null,
    interlayer_id: null,
    connection_type: null,
    user_id: null,
    ...overrides,
  };
};

export const makeEvents = (count: number, overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent[] =>
  Array.from({ length: count }, () => makeEvent(overrides));

import { describe, expect, it } from 'vitest';
import { createCore, type CoreOptions } from './analytics.ts';
import { createFakeTransport } from '../../test/helpers/fake-transport.ts';

const setup = (overrides: Partial<CoreOptions> = {}) => {
  const transport = createFakeTransport();
  const analytics = createCore({
    projectId: 'project-1',
    mode: 'ssr',
    flushInterval: 30_000,
    context: () => ({
      hostname: 'example.com',
      pathname: null,
      device: null,
      browser: null,
      temp_player_id: null,
      connection_type: null,
    }),
    send: transport.send,
    ...overrides,
  });
  return { analytics, transport };
};

describe('given values the collector could never store', () => {
  it.each([
    ['userId', 'u'.repeat(129), {}],
    ['userId', 'nul\u0000', {}],
    ['stag', 'u', { stag: 's'.repeat(129) }],
    ['tempPlayerId', 'u', { tempPlayerId: 't'.repeat(65) }],
    ['license', 'u', { license: 'lone \ud800 half' }],
    ['interlayerId', 'u', { interlayerId: 'i'.repeat(129) }],
    ['ipCountry', 'u', { ipCountry: 'Germany' }],
    ['ipCountry', 'u', { ipCountry: 'DEU' }],
  ])('should refuse identity() naming %s, and keep the earlier identity', (name, userId, metadata) => {
    const { analytics } = setup();
    analytics.identity('before', { stag: 'kept' });

    expect(() => {
      analytics.identity(userId, metadata);
    }).toThrow(new RegExp(`^Analytics: invalid ${name} "`));
    expect(analytics.state).toBe('identified');
  });

  it.each(['deposit completed', '', 'x'.repeat(65), 'émoji🎰', 'a/b'])(
    'should refuse track(%j) with the name in the error',
    (name) => {
      const { analytics } = setup();
      analytics.identity('u');
      expect(() => {
        analytics.track(name);
      }).toThrow(`Analytics: invalid event ${JSON.stringify(name)}`);
    },
  );

  it('should refuse createAnalytics defaults the same way', () => {
    expect(() => setup({ projectId: 'p'.repeat(65) })).toThrow(/^Analytics: invalid projectId/);
    expect(() => setup({ license: 'l'.repeat(33) })).toThrow(/^Analytics: invalid license/);
    expect(() => setup({ ipCountry: 'Deutschland' })).toThrow(/^Analytics: invalid ipCountry/);
  });
});

describe('given values the collector stores once normalised', () => {
  it('should send a country code upper-cased, from identity() and from the default', async () => {
    const { analytics, transport } = setup({ ipCountry: ' at ' });
    analytics.identity('u');
    analytics.track('a');
    analytics.identity('u', { ipCountry: 'de' });
    analytics.track('b');
    await analytics.flush();

    expect(transport.batches()[0]?.map((event) => event.ip_country)).toEqual(['AT', 'DE']);
  });

  it('should keep a loading_time above an hour, and leave out metrics that are not finite numbers above 0', async () => {
    const { analytics, transport } = setup();
    analytics.identity('u');
    analytics.track('deposit_completed', {
      loading_time: 7_200_000,
      time_to_fetch_start: -1,
      time_to_first_byte: Number.NaN,
    });
    await analytics.flush();

    const [event] = transport.batches()[0] ?? [];
    expect(event).toMatchObject({ event: 'deposit_completed', loading_time: 7_200_000 });
    expect(event).not.toHaveProperty('time_to_fetch_start');
    expect(event).not.toHaveProperty('time_to_first_byte');
  });
});

import { describe, expect, it } from 'vitest';
import { createSsrContext } from './ssr-context.ts';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('given the server context', () => {
  it('should take the host from the origin and know nothing else without metadata', () => {
    expect(createSsrContext('https://www.example.com:8443')({})).toEqual({
      hostname: 'www.example.com',
      pathname: null,
      device: null,
      browser: null,
      temp_player_id: null,
      connection_type: null,
    });
  });

  it("should read device and browser from the visitor's user agent and take the temp_player_id given", () => {
    expect(
      createSsrContext('https://example.com')({ userAgent: SAFARI_IPHONE, tempPlayerId: 't-1' }),
    ).toMatchObject({
      device: 'mobile',
      browser: 'Safari',
      temp_player_id: 't-1',
    });
  });

  it('should refuse an origin that is not a URL', () => {
    expect(() => createSsrContext('example.com')).toThrow(TypeError);
  });
});

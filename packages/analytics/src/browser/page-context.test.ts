// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageContext } from './page-context.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the browser page context', () => {
  it('should read the page address at each call', () => {
    history.replaceState(null, '', '/lobby');
    const context = createPageContext();
    expect(context({})).toMatchObject({ hostname: location.hostname, pathname: '/lobby' });
    history.replaceState(null, '', '/games/slots?x=1');
    expect(context({})).toMatchObject({ pathname: '/games/slots' });
  });

  it('should read the device from the user agent and leave the browser to the collector', () => {
    expect(createPageContext()({})).toMatchObject({ device: 'mobile', browser: null });
  });

  it('should prefer the client hint for mobile', () => {
    Object.defineProperty(navigator, 'userAgentData', { configurable: true, value: { mobile: false } });
    try {
      expect(createPageContext()({})).toMatchObject({ device: 'web' });
    } finally {
      Reflect.deleteProperty(navigator, 'userAgentData');
    }
  });

  it('should read the connection type, or null without the API', () => {
    expect(createPageContext()({}).connection_type).toBeNull();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '3g' } });
    try {
      expect(createPageContext()({}).connection_type).toBe('3g');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it("should use the browser's temp_player_id unless identity gives one", () => {
    const context = createPageContext();
    const own = context({}).temp_player_id;
    expect(own).toBe(localStorage.getItem('pf_temp_player_id'));
    expect(context({ tempPlayerId: 'given' }).temp_player_id).toBe('given');
  });
});

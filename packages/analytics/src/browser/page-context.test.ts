// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageContext } from './page-context.ts';

const KEY = 'pf_temp_player_id';
// happy-dom keeps a cookie emptied by max-age=0 (browsers delete it): only a value counts.
const HAS_ID = new RegExp(`${KEY}=[^;]`);

const clearCookie = () => {
  document.cookie = `${KEY}=;max-age=0;path=/`;
};

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('given the browser page context', () => {
  it('should read the page address at each call', () => {
    history.replaceState(null, '', '/lobby');
    const context = createPageContext();
    expect(context({}, 'granted')).toMatchObject({ hostname: location.hostname, pathname: '/lobby' });
    history.replaceState(null, '', '/games/slots?x=1');
    expect(context({}, 'granted')).toMatchObject({ pathname: '/games/slots' });
  });

  it('should leave the device and the browser to the collector', () => {
    expect(createPageContext()({}, 'granted')).toMatchObject({ device: null, browser: null });
  });

  it('should read the connection type, or null without the API', () => {
    expect(createPageContext()({}, 'granted').connection_type).toBeNull();
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { effectiveType: '3g' } });
    try {
      expect(createPageContext()({}, 'granted').connection_type).toBe('3g');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it("should use the browser's temp_player_id unless identity gives one", () => {
    const context = createPageContext();
    const own = context({}, 'granted').temp_player_id;
    expect(own).toBe(localStorage.getItem(KEY));
    expect(context({ tempPlayerId: 'given' }, 'granted').temp_player_id).toBe('given');
  });

  it('should make no temp_player_id, cookie or storage while consent is pending', () => {
    const context = createPageContext();
    expect(context({ tempPlayerId: 'given' }, 'pending').temp_player_id).toBeNull();
    expect(document.cookie).not.toMatch(HAS_ID);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('should make the id once granted, and forget it (cookie and storage) when denied', () => {
    const context = createPageContext();
    const id = context({}, 'granted').temp_player_id;
    expect(document.cookie).toContain(`${KEY}=${id}`);
    expect(context({}, 'denied').temp_player_id).toBeNull();
    expect(document.cookie).not.toMatch(HAS_ID);
    expect(localStorage.getItem(KEY)).toBeNull();
    // A later grant makes a new one.
    expect(context({}, 'granted').temp_player_id).not.toBe(id);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookies.ts';
import { getTempPlayerId } from './temp-player-id.ts';

const KEY = 'pf_temp_player_id';
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const clearCookies = () => {
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
    if (!name) continue;
    // Both with and without a path: a cookie goes only with the path it was set with.
    for (const path of ['; path=/', ''])
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${path}`;
  }
};

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('given readCookie', () => {
  it('should find a cookie among others and decode it', () => {
    document.cookie = 'a=1';
    document.cookie = 'affiliate_id=aff%20one';
    document.cookie = 'b=2';
    expect(readCookie('affiliate_id')).toBe('aff one');
    expect(readCookie('a')).toBe('1');
  });

  it('should not take a cookie whose name merely ends the same', () => {
    document.cookie = 'xaffiliate_id=no';
    expect(readCookie('affiliate_id')).toBeNull();
  });

  it('should give null for a missing, empty or undecodable cookie', () => {
    document.cookie = 'empty=';
    document.cookie = 'broken=%E0%A4%A';
    expect(readCookie('missing')).toBeNull();
    expect(readCookie('empty')).toBeNull();
    expect(readCookie('broken')).toBeNull();
  });

  it('should give null when cookies throw (sandboxed frame)', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(readCookie('a')).toBeNull();
  });
});

describe('given writeCookie', () => {
  it('should write a site-wide first-party cookie for one year, SameSite=Lax', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie(KEY, 'abc');
    expect(set).toHaveBeenCalledWith(`${KEY}=abc;max-age=31536000;path=/;SameSite=Lax`);
  });

  it('should not throw when cookies are blocked', () => {
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(() => {
      writeCookie(KEY, 'abc');
    }).not.toThrow();
  });
});

describe('given getTempPlayerId', () => {
  it('should create a random UUID once and keep it in the cookie and storage', () => {
    const id = getTempPlayerId();
    expect(id).toMatch(V7);
    expect(readCookie(KEY)).toBe(id);
    expect(localStorage.getItem(KEY)).toBe(id);
    expect(getTempPlayerId()).toBe(id);
  });

  it('should read the cookie first', () => {
    document.cookie = `${KEY}=from-cookie`;
    localStorage.setItem(KEY, 'from-storage');
    expect(getTempPlayerId()).toBe('from-cookie');
    expect(localStorage.getItem(KEY)).toBe('from-cookie');
  });

  it('should fall back to storage and restore the cookie from it', () => {
    localStorage.setItem(KEY, 'from-storage');
    expect(getTempPlayerId()).toBe('from-storage');
    expect(readCookie(KEY)).toBe('from-storage');
  });

  it('should replace a value that is not a plain id', () => {
    document.cookie = `${KEY}=${encodeURIComponent('<script>')}`;
    expect(getTempPlayerId()).toMatch(V7);
  });

  it('should still give an id when storage is disabled', () => {
    const getItem = vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const id = getTempPlayerId();
    expect(id).toMatch(V7);
    expect(readCookie(KEY)).toBe(id);
    expect(getItem).toHaveBeenCalled();
  });
});

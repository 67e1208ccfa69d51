// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from './storage.ts';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('given working localStorage', () => {
  it('should read, write and remove', () => {
    const store = createStorage();
    expect(store.get('k')).toBeNull();
    store.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(store.get('k')).toBe('v');
    store.set('k', null);
    expect(localStorage.getItem('k')).toBeNull();
  });
});

describe('given storage that fails', () => {
  it('should read null and write nothing when the very property throws (SecurityError)', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const store = createStorage();
      expect(store.get('k')).toBeNull();
      expect(() => {
        store.set('k', 'v');
      }).not.toThrow();
    } finally {
      Object.defineProperty(globalThis, 'localStorage', original);
    }
  });

  it('should not throw when storage is missing', () => {
    vi.stubGlobal('localStorage', undefined);
    const store = createStorage();
    expect(store.get('k')).toBeNull();
    expect(() => {
      store.set('k', 'v');
    }).not.toThrow();
  });

  it('should leave no stale copy when a write is over quota', () => {
    localStorage.setItem('k', 'old');
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = createStorage();
    expect(() => {
      store.set('k', 'new');
    }).not.toThrow();
    expect(store.get('k')).toBeNull();
  });
});

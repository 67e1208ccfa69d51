import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';

const run = promisify(execFile);
const entries = ['./index.ts', './react/index.ts', './snippet/index.ts'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
);

describe('given the package entries', () => {
  it('should export the public API by name', async () => {
    const api = await import('./index.ts');
    expect(Object.keys(api).sort()).toEqual([
      'CORE_VERSION',
      'LIB_VERSION',
      'createAnalytics',
      'parseUserAgent',
      'readNavigationTiming',
    ]);
  });

  it('should export the same names from the browser build, with its own createAnalytics', async () => {
    const [api, browserApi] = await Promise.all([import('./index.ts'), import('./index.browser.ts')]);
    expect(Object.keys(browserApi).sort()).toEqual(Object.keys(api).sort());
    expect(browserApi.createAnalytics).not.toBe(api.createAnalytics);
  });

  it('should touch no window, document or navigator on import (here, in this process)', async () => {
    const touched: string[] = [];
    const names = ['window', 'document', 'navigator', 'location', 'localStorage'] as const;
    const saved = names.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
    for (const name of names) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      vi.resetModules();
      await import('./index.ts');
      await import('./snippet/index.ts');
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else Reflect.deleteProperty(globalThis, name);
      }
    }
    expect(touched).toEqual([]);
  });

  it('should import in plain Node where touching the browser would throw', async () => {
    const script = `
      for (const name of ['window', 'document', 'navigator', 'location', 'localStorage']) {
        Object.defineProperty(globalThis, name, { get() { throw new Error('touched ' + name); } });
      }
      for (const entry of ${JSON.stringify(entries)}) await import(entry);
      console.log('ok');
    `;
    const { stdout } = await run(process.execPath, [
      '--conditions=@playfront/source',
      '--input-type=module',
      '-e',
      script,
    ]);
    expect(stdout.trim()).toBe('ok');
  });
});

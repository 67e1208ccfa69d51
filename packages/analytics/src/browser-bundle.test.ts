// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildIife } from '../scripts/bundles.ts';

describe('given the browser build for pages without a bundler', () => {
  it('should set window.PlayfrontAnalytics with createAnalytics and readNavigationTiming', async () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the built script as a page would.
    const run = new Function(await buildIife()) as () => void;
    run();
    const api = (window as unknown as { PlayfrontAnalytics: Record<string, unknown> }).PlayfrontAnalytics;
    expect(Object.keys(api).sort()).toEqual(['createAnalytics', 'readNavigationTiming']);
    expect(typeof api.createAnalytics).toBe('function');
  });
});

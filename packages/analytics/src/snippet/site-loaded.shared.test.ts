// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getTempPlayerId } from '../browser/temp-player-id.ts';
import { renderSiteLoadedScript } from './index.ts';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'pf_temp_player_id=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given the site-loaded script and the SDK on one page', () => {
  it('should share one temp_player_id', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script under test.
    const run = new Function(renderSiteLoadedScript({ projectId: 'p' })) as () => void;
    run();
    await Promise.resolve();
    const [event] = JSON.parse(fetchMock.mock.calls[0]![1]!.body as string) as { temp_player_id: string }[];
    expect(getTempPlayerId()).toBe(event!.temp_player_id);
  });
});

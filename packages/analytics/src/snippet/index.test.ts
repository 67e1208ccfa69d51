import { ANALYTICS_EVENT_FIELDS } from '@playfront/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildSiteLoadedBody } from '../../scripts/bundles.ts';
import { SITE_LOADED_BODY } from '../generated/site-loaded-body.gen.ts';
import { CORE_VERSION } from '../generated/version.ts';
import type { AnalyticsEvent } from '@playfront/contracts';
import { CONFIG_PLACEHOLDER } from './config.ts';
import { renderSiteLoadedScript, type SiteLoadedConfig } from './index.ts';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

interface Page {
  readonly url?: string;
  readonly cookie?: string;
  readonly storage?: Record<string, string>;
  readonly userAgent?: string;
  /** The collector's answer: a status, or a network error (default 204). */
  readonly answer?: number | 'network error';
}

/**
 * Runs a rendered script as a browser would, with fake page globals passed in under the
 * names the script reads, and returns what it sent.
 */
const runScript = async (script: string, page: Page = {}) => {
  const url = new URL(page.url ?? 'https://www.example.com/lobby');
  const cookies: string[] = [];
  const storage = new Map(Object.entries(page.storage ?? {}));
  const document = {
    get cookie() {
      return page.cookie ?? '';
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  };
  const localStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  const navigator = { userAgent: page.userAgent ?? CHROME_WINDOWS, connection: { effectiveType: '4g' } };
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    page.answer == 'network error'
      ? Promise.reject(new TypeError('Failed to fetch'))
      : Promise.resolve(new Response(null, { status: page.answer ?? 204 })),
  );
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline script under test.
  const run = new Function('location', 'document', 'navigator', 'localStorage', 'fetch', script) as (
    ...globals: unknown[]
  ) => void;
  run(url, document, navigator, localStorage, fetch);
  // Lets the answer settle, and the hand-off to storage after it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetch).toHaveBeenCalledOnce();
  const [target, init] = fetch.mock.calls[0]!;
  const events = JSON.parse(init!.body as string) as AnalyticsEvent[];
  return { target, init: init!, events, event: events[0]!, cookies, storage };
};

const render = (config: Partial<SiteLoadedConfig> = {}) =>
  renderSiteLoadedScript({ projectId: 'project-1', ...config });

describe('given the rendered site-loaded script', () => {
  it('should POST one site_loaded event as a JSON array with keepalive and the version header', async () => {
    const { target, init, events } = await runScript(render());
    expect(target).toBe('/api-fe-events/v1/events');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', 'X-Api-Version': 'v2' },
    });
    expect(events).toHaveLength(1);
  });

  it('should carry every field of SPEC section 3', async () => {
    const { event } = await runScript(render({ license: 'mga', ipCountry: 'DE' }));
    for (const field of [...ANALYTICS_EVENT_FIELDS, 'event_id']) expect(event).toHaveProperty(field);
    expect(event).toEqual({
      event_id: expect.stringMatching(V7) as unknown,
      event: 'site_loaded',
      project_id: 'project-1',
      mode: 'spa',
      lib_version: '0.0.33',
      core_version: CORE_VERSION,
      timestamp: expect.any(Number) as unknown,
      hostname: 'www.example.com',
      pathname: '/lobby',
      stag: null,
      device: null,
      browser: null,
      temp_player_id: expect.stringMatching(V7) as unknown,
      license: 'mga',
      ip_country: 'DE',
      interlayer_id: null,
      connection_type: '4g',
      user_id: null,
    });
  });

  it('should send to the endpoint given', async () => {
    const { target } = await runScript(render({ endpoint: '/custom/events' }));
    expect(target).toBe('/custom/events');
  });

  it.each([
    [
      'the query',
      'https://x.com/?stag=q-aff&interlayer-id=q-il',
      'affiliate_id=c-aff; interlayer_id=c-il',
      'q-aff',
      'q-il',
    ],
    ['the cookies', 'https://x.com/', 'affiliate_id=c-aff; interlayer_id=c-il', 'c-aff', 'c-il'],
    [
      'the cookies, for empty query values',
      'https://x.com/?stag=&interlayer-id=',
      'affiliate_id=c-aff; interlayer_id=c-il',
      'c-aff',
      'c-il',
    ],
    ['the query, without cookies', 'https://x.com/?stag=q-aff&interlayer-id=q-il', '', 'q-aff', 'q-il'],
    ['nowhere', 'https://x.com/', 'other=1', null, null],
    ['the query and a cookie', 'https://x.com/?stag=q%20aff', 'interlayer_id=c%2Fil', 'q aff', 'c/il'],
  ])('should read stag and interlayer id from %s', async (_source, url, cookie, stag, interlayer) => {
    const { event } = await runScript(render(), { url, cookie });
    expect(event.stag).toBe(stag);
    expect(event.interlayer_id).toBe(interlayer);
  });

  it('should keep the temp_player_id it finds in the cookie, then in storage', async () => {
    expect(
      (await runScript(render(), { cookie: 'pf_temp_player_id=from-cookie' })).event.temp_player_id,
    ).toBe('from-cookie');
    expect(
      (await runScript(render(), { storage: { pf_temp_player_id: 'from-storage' } })).event.temp_player_id,
    ).toBe('from-storage');
  });

  it('should create the temp_player_id like the SDK: a UUID in the cookie and in storage', async () => {
    const { event, cookies, storage } = await runScript(render());
    expect(cookies).toEqual([
      `pf_temp_player_id=${event.temp_player_id};max-age=31536000;path=/;SameSite=Lax`,
    ]);
    expect(storage.get('pf_temp_player_id')).toBe(event.temp_player_id);
  });

  it('should leave the device and the browser to the collector, even on a phone', async () => {
    const { event } = await runScript(render(), {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0',
    });
    expect(event).toMatchObject({ device: null, browser: null });
  });
});

describe('given a send that fails', () => {
  const KEY = 'pf_outbox:project-1';

  it.each([500, 503, 429, 'network error'] as const)(
    'should leave the event in the outbox the SDK adopts, after %s',
    async (answer) => {
      const { event, storage } = await runScript(render(), { answer });
      expect(JSON.parse(storage.get(KEY) ?? '[]')).toEqual([event]);
    },
  );

  it('should add it after events already waiting there, and keep them', async () => {
    const earlier = { event_id: 'e1', event: 'page_view' };
    const { event, storage } = await runScript(render(), {
      answer: 500,
      storage: { [KEY]: JSON.stringify([earlier]) },
    });
    expect(JSON.parse(storage.get(KEY) ?? '[]')).toEqual([earlier, event]);
  });

  it('should leave storage alone when the event is stored', async () => {
    const { storage } = await runScript(render(), { answer: 200 });
    expect(storage.has(KEY)).toBe(false);
  });
});

describe('given a config the collector could not store', () => {
  it('should send ipCountry upper-cased', async () => {
    const { event } = await runScript(render({ ipCountry: 'de' }));
    expect(event.ip_country).toBe('DE');
  });

  it.each([
    ['ipCountry', { ipCountry: 'Germany' }],
    ['projectId', { projectId: 'p'.repeat(65) }],
    ['license', { license: 'l'.repeat(33) }],
  ])('should refuse %s with the rule broken', (name, config) => {
    expect(() => render(config)).toThrow(`renderSiteLoadedScript: Analytics: invalid ${name}`);
  });
});

describe('given a hostile config', () => {
  it('should not let </script> or <!-- end or change the script element', async () => {
    const projectId = '</script><script>alert(1)</script><!--';
    const script = render({ projectId, license: '&amp;' });
    expect(script).not.toMatch(/<\/script|<!--/i);
    const start = SITE_LOADED_BODY.indexOf(CONFIG_PLACEHOLDER);
    const injected = script.slice(
      start,
      start + script.length - SITE_LOADED_BODY.length + CONFIG_PLACEHOLDER.length,
    );
    expect(injected).toMatch(/^\(\{"projectId":"\\u003c\/script\\u003e/);
    expect(injected).not.toMatch(/[<>&]/);
    const { event } = await runScript(script);
    expect(event.project_id).toBe(projectId);
    expect(event.license).toBe('&amp;');
  });

  it('should escape the line and paragraph separators', async () => {
    const script = render({ projectId: 'a\u2028b\u2029c' });
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect((await runScript(script)).event.project_id).toBe('a\u2028b\u2029c');
  });

  it('should put replacement patterns such as $& in literally', async () => {
    const { event } = await runScript(render({ projectId: "$&$'$`$1" }));
    expect(event.project_id).toBe("$&$'$`$1");
  });

  it('should refuse a missing or empty projectId', () => {
    expect(() => renderSiteLoadedScript({ projectId: '' })).toThrow(TypeError);
    expect(() => renderSiteLoadedScript({} as SiteLoadedConfig)).toThrow('non-empty projectId');
  });

  it('should refuse options that are not strings', () => {
    expect(() => renderSiteLoadedScript({ projectId: 'p', license: 42 as unknown as string })).toThrow(
      'license must be a string',
    );
  });

  it('should leave out keys it does not know', () => {
    const script = renderSiteLoadedScript({ projectId: 'p', extra: 'x' } as SiteLoadedConfig);
    expect(script).not.toContain('extra');
  });
});

describe('given the generated body', () => {
  it('should be the current build of site-loaded-runtime.ts (run `npm run generate` if not)', async () => {
    expect(SITE_LOADED_BODY).toBe(await buildSiteLoadedBody());
  });

  it('should be a self-contained IIFE with nothing to close the script element', () => {
    expect(SITE_LOADED_BODY).toMatch(/^\(\(\)=>\{/);
    expect(SITE_LOADED_BODY).not.toMatch(/<\/script|<!--|\bimport\b|\bexport\b/i);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_QUEUE_LENGTH } from './core/constants.ts';
import { createAnalytics } from './create-analytics.ts';
import type { AnalyticsEvent, ConsentState } from '@playfront/contracts';

const ID_KEY = 'pf_temp_player_id';
// happy-dom keeps a cookie emptied by max-age=0 (browsers delete it): only a value counts.
const HAS_ID = new RegExp(`${ID_KEY}=[^;]`);
const QUEUE_KEY = 'pf_queue:project-1';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;

const sent = (): AnalyticsEvent[] =>
  fetchMock.mock.calls.flatMap(([, init]) => JSON.parse(init!.body as string) as AnalyticsEvent[]);
const storageKeys = (): string[] => Object.keys(localStorage);
const setGpc = (value: boolean | undefined) => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value });
};
const start = (consent?: ConsentState) => {
  const analytics = createAnalytics({ projectId: 'project-1', ...(consent ? { consent } : {}) });
  analytics.identity('player-1');
  return analytics;
};

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
  localStorage.clear();
  document.cookie = `${ID_KEY}=;max-age=0;path=/`;
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('CompressionStream', undefined);
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('given consent pending', () => {
  it('should write no cookie and no storage, send nothing and hold the events in memory', async () => {
    const analytics = start('pending');
    analytics.track('page_view');
    analytics.track('lobby_open');
    await vi.advanceTimersByTimeAsync(60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(document.cookie).not.toMatch(HAS_ID);
    expect(storageKeys()).toEqual([]);
    analytics.destroy();
  });

  it('should send the held events once granted, and give the events from then on a new id', async () => {
    const analytics = start('pending');
    analytics.track('page_view');
    analytics.setConsent('granted');
    await vi.advanceTimersByTimeAsync(0);
    analytics.track('lobby_open');
    await analytics.flush();
    const id = localStorage.getItem(ID_KEY);
    expect(id).toMatch(/^[\w-]{36}$/);
    expect(document.cookie).toContain(`${ID_KEY}=${id}`);
    // The held event is sent as it was tracked: no id existed then.
    expect(sent().map((event) => [event.event, event.temp_player_id])).toEqual([
      ['page_view', null],
      ['lobby_open', id],
    ]);
    analytics.destroy();
  });

  it(`should hold at most ${MAX_QUEUE_LENGTH} events, dropping the oldest`, () => {
    const onDrop = vi.fn();
    const analytics = createAnalytics({ projectId: 'project-1', consent: 'pending', onDrop });
    analytics.identity('anonymous');
    for (let index = 0; index <= MAX_QUEUE_LENGTH; index++) analytics.track('page_view');
    expect(onDrop).toHaveBeenCalledWith({ reason: 'queue_full', events: [expect.anything()] });
    expect(fetchMock).not.toHaveBeenCalled();
    analytics.destroy();
  });

  it('should leave the earlier mirror in memory only: removed from storage, sent once granted', async () => {
    localStorage.setItem(QUEUE_KEY, JSON.stringify([{ event_id: 'e-1', event: 'page_view' }]));
    const analytics = start('pending');
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
    analytics.setConsent('granted');
    await analytics.flush();
    expect(sent().map((event) => event.event_id)).toEqual(['e-1']);
    analytics.destroy();
  });
});

describe('given consent denied', () => {
  it('should drop events and write nothing', async () => {
    const analytics = start('denied');
    analytics.track('page_view');
    await analytics.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toMatch(HAS_ID);
    expect(storageKeys()).toEqual([]);
    analytics.destroy();
  });

  it('should still refuse a bad event name (misuse is misuse)', () => {
    const analytics = start('denied');
    expect(() => {
      analytics.track('no spaces');
    }).toThrow('Analytics: invalid event');
    analytics.destroy();
  });

  it('should remove what it wrote when a grant is withdrawn, and drop the queue', async () => {
    const analytics = start('granted');
    analytics.track('page_view');
    vi.advanceTimersByTime(1000);
    expect(localStorage.getItem(QUEUE_KEY)).not.toBeNull();
    expect(document.cookie).toMatch(HAS_ID);
    analytics.setConsent('denied');
    expect(document.cookie).not.toMatch(HAS_ID);
    expect(storageKeys()).toEqual([]);
    analytics.track('lobby_open');
    await analytics.flush();
    expect(fetchMock).not.toHaveBeenCalled();
    analytics.destroy();
  });
});

describe('given the Global Privacy Control signal', () => {
  it('should take it as a refusal when no consent is given', async () => {
    setGpc(true);
    const analytics = start();
    analytics.track('page_view');
    await analytics.flush();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.cookie).not.toMatch(HAS_ID);
    analytics.destroy();
  });

  it('should give way to a consent the player granted', async () => {
    setGpc(true);
    const analytics = start();
    analytics.setConsent('granted');
    analytics.track('page_view');
    await analytics.flush();
    expect(sent()).toEqual([expect.objectContaining({ temp_player_id: localStorage.getItem(ID_KEY) })]);
    analytics.destroy();
  });

  it('should change nothing by default without it', async () => {
    setGpc(false);
    const analytics = start();
    analytics.track('page_view');
    await analytics.flush();
    expect(sent()).toHaveLength(1);
    analytics.destroy();
  });
});

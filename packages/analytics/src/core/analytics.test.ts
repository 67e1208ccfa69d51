import { ANALYTICS_EVENT_FIELDS } from '@playfront/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvents } from '../../test/helpers/events.ts';
import { createFakePage } from '../../test/helpers/fake-page.ts';
import { createFakeStore } from '../../test/helpers/fake-store.ts';
import { createFakeBeacon, createFakeTransport, DONE } from '../../test/helpers/fake-transport.ts';
import { createCore, type CoreOptions, type PageContext } from './analytics.ts';
import { NOT_IDENTIFIED_MESSAGE } from './constants.ts';
import type { SendOutcome } from './errors.ts';

const INTERVAL = 30000;
const KEY = 'pf_queue:project-1';
const NOW = 1_700_000_000_000;

const pageContext: PageContext = {
  hostname: 'example.com',
  pathname: '/lobby',
  device: 'web',
  browser: 'Chrome',
  temp_player_id: 'temp-1',
  connection_type: '4g',
};

const setup = (overrides: Partial<CoreOptions> = {}) => {
  const transport = createFakeTransport();
  const page = createFakePage();
  const store = createFakeStore();
  const beacon = createFakeBeacon();
  let online = true;
  const options: CoreOptions = {
    projectId: 'project-1',
    mode: 'spa',
    flushInterval: INTERVAL,
    context: vi.fn(() => pageContext),
    send: transport.send,
    beacon,
    store,
    listen: page.listen,
    isOnline: () => online,
    onError: vi.fn(),
    onDrop: vi.fn(),
    ...overrides,
  };
  const analytics = createCore(options);
  return {
    analytics,
    options,
    transport,
    page,
    store,
    beacon,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
};

const retry = (until?: number): SendOutcome => ({ kind: 1, error: new Error('HTTP 503'), until });
const tick = () => vi.advanceTimersByTimeAsync(INTERVAL);

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('given a new client', () => {
  it('should have state none', () => {
    expect(setup().analytics.state).toBe('none');
  });

  it('should throw the spec message when tracking before identity', () => {
    const { analytics } = setup();
    expect(() => {
      analytics.track('page_view');
    }).toThrow(new Error(NOT_IDENTIFIED_MESSAGE));
    expect(NOT_IDENTIFIED_MESSAGE).toBe('User is not identified. Please call identity method first.');
  });

  it.each(['interlayer_visited', 'interlayer_redirected', 'interlayer_no_redirect'])(
    'should let %s through without a user',
    async (event) => {
      const { analytics, transport } = setup();
      analytics.track(event);
      await analytics.flush();
      expect(transport.batches()[0]).toEqual([expect.objectContaining({ event, user_id: null })]);
    },
  );
});

describe('given identity', () => {
  it('should be identified for any user id but anonymous', () => {
    const { analytics } = setup();
    analytics.identity('player-1');
    expect(analytics.state).toBe('identified');
    analytics.identity('anonymous');
    expect(analytics.state).toBe('anonymous');
  });

  it('should send the user id, anonymous included', async () => {
    const { analytics, transport } = setup();
    analytics.identity('anonymous');
    analytics.track('a');
    analytics.identity('player-7');
    analytics.track('b');
    await analytics.flush();
    expect(transport.batches()[0]!.map((event) => event.user_id)).toEqual(['anonymous', 'player-7']);
  });

  it('should build every field of SPEC section 3, with nulls where unknown', async () => {
    const { analytics, transport } = setup();
    analytics.identity('player-1');
    analytics.track('page_view');
    await analytics.flush();
    const [event] = transport.batches()[0]!;
    for (const field of [...ANALYTICS_EVENT_FIELDS, 'event_id']) expect(event).toHaveProperty(field);
    expect(event).toEqual({
      event_id: expect.stringMatching(/^018bcfe5-6800-7/) as unknown,
      event: 'page_view',
      project_id: 'project-1',
      mode: 'spa',
      lib_version: '0.0.33',
      core_version: expect.any(String) as unknown,
      timestamp: NOW,
      ...pageContext,
      stag: null,
      license: null,
      ip_country: null,
      interlayer_id: null,
      user_id: 'player-1',
    });
  });

  it('should take the license and ip_country defaults, which metadata overrides', async () => {
    const { analytics, transport } = setup({ license: 'mga', ipCountry: 'DE' });
    analytics.identity('player-1');
    analytics.track('a');
    analytics.identity('player-1', { license: 'ukgc', ipCountry: 'GB', stag: 'aff-9', interlayerId: 'il-3' });
    analytics.track('b');
    await analytics.flush();
    expect(transport.batches()[0]).toEqual([
      expect.objectContaining({ license: 'mga', ip_country: 'DE', stag: null, interlayer_id: null }),
      expect.objectContaining({ license: 'ukgc', ip_country: 'GB', stag: 'aff-9', interlayer_id: 'il-3' }),
    ]);
  });

  it('should ask the environment for the page at track time, with the metadata', () => {
    const { analytics, options } = setup();
    const metadata = { userAgent: 'UA', tempPlayerId: 't-9' };
    analytics.identity('player-1', metadata);
    analytics.track('a');
    expect(options.context).toHaveBeenCalledWith(metadata, 'granted');
  });

  it('should keep only valid timing metrics', async () => {
    const { analytics, transport } = setup();
    analytics.identity('player-1');
    analytics.track('page_view', {
      loading_time: 812,
      time_to_fetch_start: 0,
      time_to_first_byte: Number.NaN,
    });
    await analytics.flush();
    const [event] = transport.batches()[0]!;
    expect(event).toMatchObject({ loading_time: 812 });
    expect(event).not.toHaveProperty('time_to_fetch_start');
    expect(event).not.toHaveProperty('time_to_first_byte');
  });
});

describe('given reset', () => {
  it('should forget the user, the metadata, the queue and its mirror', async () => {
    const { analytics, transport, store } = setup({ license: 'mga' });
    analytics.identity('player-1', { license: 'ukgc', stag: 'aff' });
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.data.has(KEY)).toBe(true);
    analytics.reset();
    expect(analytics.state).toBe('none');
    expect(store.data.has(KEY)).toBe(false);
    expect(() => {
      analytics.track('a');
    }).toThrow(NOT_IDENTIFIED_MESSAGE);
    analytics.track('interlayer_visited');
    await analytics.flush();
    expect(transport.batches()).toEqual([
      [expect.objectContaining({ event: 'interlayer_visited', license: 'mga', stag: null, user_id: null })],
    ]);
  });

  it('should stop a send in progress from going on with the forgotten events', async () => {
    const { analytics, transport } = setup();
    const manual = createFakeTransport({ manual: true });
    transport.send.mockImplementation(manual.send);
    analytics.identity('player-1');
    for (let i = 0; i < 600; i++) analytics.track('a');
    const flushed = analytics.flush();
    await vi.waitFor(() => {
      expect(manual.pending).toHaveLength(1);
    });
    analytics.reset();
    manual.pending[0]!.resolve(DONE);
    await flushed;
    expect(manual.send).toHaveBeenCalledOnce();
  });
});

describe('given the flush timer', () => {
  it('should send the queue as one batch every interval', async () => {
    const { analytics, transport } = setup();
    analytics.identity('player-1');
    analytics.track('a');
    analytics.track('b');
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(transport.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.batches()).toEqual([
      [expect.objectContaining({ event: 'a' }), expect.objectContaining({ event: 'b' })],
    ]);
    analytics.track('c');
    await tick();
    expect(transport.batches()[1]).toEqual([expect.objectContaining({ event: 'c' })]);
  });

  it('should send nothing when the queue is empty', async () => {
    const { transport } = setup();
    await tick();
    await tick();
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('should take the interval from the options', async () => {
    const { analytics, transport } = setup({ flushInterval: 5000 });
    analytics.identity('player-1');
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(transport.send).toHaveBeenCalledOnce();
  });

  it(`should send at most 500 events per request`, async () => {
    const { analytics, transport } = setup();
    analytics.identity('player-1');
    for (let i = 0; i < 1000; i++) analytics.track('a');
    await analytics.flush();
    expect(transport.batches().map((batch) => batch.length)).toEqual([500, 500]);
  });
});

describe('given a failed send', () => {
  it('should log it with the spec text, tell onError and keep the events for the next tick', async () => {
    const { analytics, transport, options } = setup();
    const error = new TypeError('Failed to fetch');
    transport.answer({ kind: 1, error });
    analytics.identity('player-1');
    analytics.track('a');
    await tick();
    expect(consoleError).toHaveBeenCalledWith('Error sending events:', error);
    expect(options.onError).toHaveBeenCalledWith(error);
    await tick();
    const [first, second] = transport.batches();
    expect(second).toEqual(first);
    expect(second![0]!.event_id).toBe(first![0]!.event_id);
  });

  it('should pause sending until Retry-After has passed', async () => {
    const { analytics, transport } = setup();
    transport.answer(retry(NOW + INTERVAL * 2 + 10));
    analytics.identity('player-1');
    analytics.track('a');
    await tick();
    await tick();
    await analytics.flush();
    expect(transport.send).toHaveBeenCalledOnce();
    await tick();
    expect(transport.send).toHaveBeenCalledTimes(2);
  });

  it('should split a batch refused as too large and send the halves', async () => {
    const { analytics, transport } = setup();
    transport.answer({ kind: 2, error: new Error('HTTP 413') });
    analytics.identity('player-1');
    for (let i = 0; i < 5; i++) analytics.track(`e${i}`);
    await analytics.flush();
    expect(transport.batches().map((batch) => batch.map((event) => event.event))).toEqual([
      ['e0', 'e1', 'e2', 'e3', 'e4'],
      ['e0', 'e1'],
      ['e2', 'e3', 'e4'],
    ]);
  });

  it('should give up a single event still too large', async () => {
    const { analytics, transport, options } = setup();
    transport.answer({ kind: 2, error: new Error('HTTP 413') });
    analytics.identity('player-1');
    analytics.track('huge');
    await analytics.flush();
    await analytics.flush();
    expect(transport.send).toHaveBeenCalledOnce();
    expect(options.onDrop).toHaveBeenCalledWith({
      reason: 'rejected',
      events: [expect.objectContaining({ event: 'huge' })],
    });
  });

  it('should drop a batch the collector refuses for good, and say so', async () => {
    const { analytics, transport, options } = setup();
    const error = new Error('HTTP 400');
    transport.answer({ kind: 3, error });
    analytics.identity('player-1');
    analytics.track('a');
    await analytics.flush();
    expect(consoleError).toHaveBeenCalledWith('Error sending events:', error);
    expect(options.onDrop).toHaveBeenCalledWith({
      reason: 'rejected',
      events: [expect.objectContaining({ event: 'a' })],
    });
    await analytics.flush();
    expect(transport.send).toHaveBeenCalledOnce();
  });

  it('should stop after the first failing request and keep the rest', async () => {
    const { analytics, transport } = setup();
    transport.answer(DONE, retry());
    analytics.identity('player-1');
    for (let i = 0; i < 900; i++) analytics.track('a');
    await analytics.flush();
    expect(transport.batches().map((batch) => batch.length)).toEqual([500, 400]);
    await analytics.flush();
    expect(transport.batches().map((batch) => batch.length)).toEqual([500, 400, 400]);
  });
});

describe('given a stored batch with refused events', () => {
  it('should count the batch done and report the refused events as invalid', async () => {
    const { analytics, transport, options } = setup();
    transport.answer({
      kind: 0,
      rejected: [
        { index: 1, errors: ['bad'] },
        { index: 9, errors: ['no such'] },
      ],
    });
    analytics.identity('player-1');
    analytics.track('a');
    analytics.track('b');
    await analytics.flush();
    expect(options.onDrop).toHaveBeenCalledWith({
      reason: 'invalid',
      events: [expect.objectContaining({ event: 'b' })],
    });
    await analytics.flush();
    expect(transport.send).toHaveBeenCalledOnce();
  });

  it('should not call onDrop when nothing was refused', async () => {
    const { analytics, options } = setup();
    analytics.identity('player-1');
    analytics.track('a');
    await analytics.flush();
    expect(options.onDrop).not.toHaveBeenCalled();
  });
});

describe('given a send in flight', () => {
  it('should start no second send, keep events tracked meanwhile, and send them next', async () => {
    const manual = createFakeTransport({ manual: true });
    const { analytics } = setup({ send: manual.send });
    analytics.identity('player-1');
    analytics.track('a');
    const first = analytics.flush();
    await vi.waitFor(() => {
      expect(manual.pending).toHaveLength(1);
    });
    analytics.track('b');
    await tick();
    await tick();
    expect(manual.send).toHaveBeenCalledOnce();
    const second = analytics.flush();
    manual.pending[0]!.resolve(DONE);
    await first;
    await vi.waitFor(() => {
      expect(manual.pending).toHaveLength(2);
    });
    expect(manual.pending[1]!.events).toEqual([expect.objectContaining({ event: 'b' })]);
    manual.pending[1]!.resolve(DONE);
    await second;
  });

  it('should resolve flush only when the send is over', async () => {
    const manual = createFakeTransport({ manual: true });
    const { analytics } = setup({ send: manual.send });
    analytics.identity('player-1');
    analytics.track('a');
    let done = false;
    const flushed = analytics.flush().then(() => {
      done = true;
    });
    await vi.waitFor(() => {
      expect(manual.pending).toHaveLength(1);
    });
    expect(done).toBe(false);
    manual.pending[0]!.resolve(DONE);
    await flushed;
    expect(done).toBe(true);
  });

  it('should never reject flush, even when a hook throws', async () => {
    const { analytics } = setup({
      onDrop: () => {
        throw new Error('hook');
      },
    });
    analytics.identity('player-1');
    analytics.track('a');
    await expect(analytics.flush()).resolves.toBeUndefined();
  });
});

describe('given the queue bound', () => {
  it('should drop the oldest events past 10,000 and report them as queue_full', () => {
    const { analytics, options } = setup();
    analytics.identity('player-1');
    for (let i = 0; i < 10_001; i++) analytics.track(`e${i}`);
    expect(options.onDrop).toHaveBeenCalledOnce();
    expect(options.onDrop).toHaveBeenCalledWith({
      reason: 'queue_full',
      events: [expect.objectContaining({ event: 'e0' })],
    });
  });
});

describe('given a burst of track() calls', () => {
  it('should send each full batch at once, without waiting for the timer', async () => {
    const { analytics, transport, options } = setup();
    analytics.identity('player-1');
    for (let i = 0; i < 10_000; i++) analytics.track(`e${i}`);
    // The first full batch went during the burst itself.
    expect(transport.send).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(0);

    const batches = transport.batches();
    expect(batches).toHaveLength(20);
    expect(batches.every((batch) => batch.length == 500)).toBe(true);
    expect(batches.flat().map((event) => event.event)).toEqual(
      Array.from({ length: 10_000 }, (_, i) => `e${i}`),
    );
    expect(options.onDrop).not.toHaveBeenCalled();
  });

  it('should send the rest behind the send in flight, without a flush per track()', async () => {
    const transport = createFakeTransport({ manual: true });
    const { analytics } = setup({ send: transport.send });
    analytics.identity('player-1');
    for (let i = 0; i < 1_700; i++) analytics.track(`e${i}`);
    expect(transport.send).toHaveBeenCalledOnce();

    for (let sent = 0; sent < 3; sent++) {
      transport.pending[sent]?.resolve(DONE);
      await vi.advanceTimersByTimeAsync(0);
    }

    // One flush behind the send in flight takes the rest, the 200 over full batches too.
    transport.pending[3]?.resolve(DONE);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.batches().map((batch) => batch.length)).toEqual([500, 500, 500, 200]);
    expect(transport.send).toHaveBeenCalledTimes(4);
  });

  it('should keep the 30 s timer for a batch that is not full', async () => {
    const { analytics, transport } = setup();
    analytics.identity('player-1');
    for (let i = 0; i < 499; i++) analytics.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(transport.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.batches()).toHaveLength(1);
  });
});

describe('given the page is hidden', () => {
  it('should beacon the queue once, keep it mirrored until a send is acknowledged, and stop the timer', async () => {
    const { analytics, page, beacon, store, transport } = setup();
    analytics.identity('player-1');
    analytics.track('a');
    page.emit('hide');
    expect(beacon).toHaveBeenCalledOnce();
    expect(beacon.mock.calls[0]![0]).toEqual([expect.objectContaining({ event: 'a' })]);
    // Nobody knows whether the beacon's events were stored: they stay for the next send.
    expect(JSON.parse(store.data.get(KEY)!)).toEqual([expect.objectContaining({ event: 'a' })]);
    analytics.track('b');
    await tick();
    await tick();
    expect(transport.send).not.toHaveBeenCalled();
    // Shown again (or the next page): the fetch send takes them, and its answer removes them.
    page.emit('show');
    await tick();
    expect(transport.batches()).toEqual([
      [expect.objectContaining({ event: 'a' }), expect.objectContaining({ event: 'b' })],
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.data.has(KEY)).toBe(false);
  });

  it('should mirror the queue at once on hide and send it once shown', async () => {
    const { analytics, page, store, transport } = setup();
    analytics.identity('player-1');
    analytics.track('a');
    page.emit('hide');
    expect(JSON.parse(store.data.get(KEY)!)).toEqual([expect.objectContaining({ event: 'a' })]);
    page.emit('show');
    await tick();
    expect(transport.batches()).toEqual([[expect.objectContaining({ event: 'a' })]]);
  });

  it('should store events tracked while hidden at once, since pagehide sends nothing more', () => {
    const { analytics, page, store } = setup();
    analytics.identity('player-1');
    page.emit('hide');
    analytics.track('late');
    expect(JSON.parse(store.data.get(KEY)!)).toEqual([expect.objectContaining({ event: 'late' })]);
  });

  it('should coalesce writes again once shown', () => {
    const { analytics, page, store } = setup();
    analytics.identity('player-1');
    page.emit('hide');
    page.emit('show');
    analytics.track('a');
    expect(store.data.has(KEY)).toBe(false);
  });

  it('should restart the timer when shown again', async () => {
    const { analytics, page, transport } = setup();
    analytics.identity('player-1');
    await vi.advanceTimersByTimeAsync(INTERVAL / 2);
    page.emit('hide');
    analytics.track('a');
    await vi.advanceTimersByTimeAsync(INTERVAL);
    page.emit('show');
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(transport.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(transport.send).toHaveBeenCalledOnce();
  });

  it('should not beacon while offline or paused by Retry-After, but still mirror', async () => {
    const { analytics, page, beacon, store, transport, setOnline } = setup();
    analytics.identity('player-1');
    analytics.track('a');
    setOnline(false);
    page.emit('hide');
    expect(beacon).not.toHaveBeenCalled();
    expect(store.data.has(KEY)).toBe(true);
    setOnline(true);
    page.emit('show');
    transport.answer(retry(NOW + 10 * INTERVAL));
    await analytics.flush();
    page.emit('hide');
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('given the network', () => {
  it('should not send while offline, and flush when back online', async () => {
    const { analytics, page, transport, setOnline } = setup();
    analytics.identity('player-1');
    analytics.track('a');
    setOnline(false);
    await tick();
    expect(transport.send).not.toHaveBeenCalled();
    setOnline(true);
    page.emit('online');
    await vi.waitFor(() => {
      expect(transport.send).toHaveBeenCalledOnce();
    });
  });
});

describe('given events left by an earlier page', () => {
  it('should send them on the first tick with their own event ids', async () => {
    const left = makeEvents(2);
    const { transport } = setup({ store: createFakeStore({ [KEY]: JSON.stringify(left) }) });
    await tick();
    expect(transport.batches()).toEqual([left]);
  });
});

describe('given destroy', () => {
  it('should stop the timer and the page listener, and mirror the queue', async () => {
    const { analytics, page, transport, store, beacon } = setup();
    analytics.identity('player-1');
    analytics.track('a');
    analytics.destroy();
    expect(page.listenerCount).toBe(0);
    expect(store.data.has(KEY)).toBe(true);
    page.emit('hide');
    await tick();
    expect(transport.send).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
  });
});

describe('given a server-side core (no storage, beacon or page)', () => {
  it('should queue and send with only a transport', async () => {
    const transport = createFakeTransport();
    const analytics = createCore({
      projectId: 'p',
      mode: 'ssr',
      flushInterval: INTERVAL,
      context: () => ({ ...pageContext, pathname: null }),
      send: transport.send,
    });
    analytics.identity('anonymous');
    analytics.track('a');
    await analytics.flush();
    expect(transport.batches()).toEqual([[expect.objectContaining({ mode: 'ssr', pathname: null })]]);
  });
});

describe("given the site-loaded script's outbox", () => {
  const OUTBOX = 'pf_outbox:project-1';
  const [loaded] = makeEvents(1);

  it('should adopt its event at start, mirror it in the queue and empty the outbox', async () => {
    const store = createFakeStore({ [OUTBOX]: JSON.stringify([loaded]) });
    const { analytics, transport } = setup({ store });

    expect(store.data.has(OUTBOX)).toBe(false);
    expect(JSON.parse(store.data.get(KEY) ?? '[]')).toEqual([loaded]);
    await analytics.flush();
    expect(transport.batches()).toEqual([[loaded]]);
  });

  it('should adopt an event left there after start, before the next send', async () => {
    const { analytics, transport, store } = setup();
    analytics.identity('u');
    analytics.track('page_view');
    store.set(OUTBOX, JSON.stringify([loaded]));
    // The queue's own mirror, written after the outbox, must not lose it.
    await vi.advanceTimersByTimeAsync(1000);

    await analytics.flush();
    expect(transport.batches()[0]?.map((event) => event.event)).toEqual(['page_view', loaded?.event]);
    expect(store.data.has(OUTBOX)).toBe(false);
  });

  it('should beacon it on page hide', () => {
    const { page, beacon, store } = setup();
    store.set(OUTBOX, JSON.stringify([loaded]));
    page.emit('hide');
    expect(beacon).toHaveBeenCalledWith([loaded]);
  });
});

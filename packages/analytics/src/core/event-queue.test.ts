import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvent, makeEvents } from '../../test/helpers/events.ts';
import { createFakeStore } from '../../test/helpers/fake-store.ts';
import { MAX_QUEUE_LENGTH, PERSIST_DELAY_MS } from './constants.ts';
import { createEventQueue } from './event-queue.ts';

const KEY = 'pf_queue:project-1';

describe('given an event queue mirrored to storage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should keep events in order', () => {
    const queue = createEventQueue(createFakeStore(), KEY, vi.fn());
    const [first, second] = makeEvents(2);
    queue.add(first!);
    queue.add(second!);
    expect(queue.events).toEqual([first, second]);
  });

  it('should write the mirror once per delay however many events come', () => {
    const store = createFakeStore();
    const queue = createEventQueue(store, KEY, vi.fn());
    store.set.mockClear();
    const events = makeEvents(50);
    for (const event of events) queue.add(event);
    expect(store.set).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(store.set).toHaveBeenCalledOnce();
    expect(JSON.parse(store.data.get(KEY)!)).toEqual(events);
  });

  it('should write at once on save and drop the pending write', () => {
    const store = createFakeStore();
    const queue = createEventQueue(store, KEY, vi.fn());
    store.set.mockClear();
    const event = makeEvent();
    queue.add(event);
    queue.save();
    expect(JSON.parse(store.data.get(KEY)!)).toEqual([event]);
    vi.advanceTimersByTime(PERSIST_DELAY_MS * 5);
    expect(store.set).toHaveBeenCalledOnce();
  });

  it('should remove the key when the queue is empty', () => {
    const store = createFakeStore();
    const queue = createEventQueue(store, KEY, vi.fn());
    const event = makeEvent();
    queue.add(event);
    queue.save();
    queue.remove([event]);
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(store.data.has(KEY)).toBe(false);
  });

  it('should remove only the very events given, keeping those queued meanwhile', () => {
    const queue = createEventQueue(undefined, KEY, vi.fn());
    const [sent, meanwhile] = makeEvents(2);
    queue.add(sent!);
    const snapshot = [...queue.events];
    queue.add(meanwhile!);
    queue.remove(snapshot);
    expect(queue.events).toEqual([meanwhile]);
    expect(snapshot).toEqual([sent]);
  });

  it('should clear the queue and its mirror at once', () => {
    const store = createFakeStore();
    const queue = createEventQueue(store, KEY, vi.fn());
    queue.add(makeEvent());
    queue.save();
    queue.clear();
    expect(queue.events).toEqual([]);
    expect(store.data.has(KEY)).toBe(false);
  });

  it(`should drop the oldest events past ${MAX_QUEUE_LENGTH} and report them`, () => {
    const onOverflow = vi.fn();
    const queue = createEventQueue(undefined, KEY, onOverflow);
    const events = makeEvents(MAX_QUEUE_LENGTH + 2);
    for (const event of events) queue.add(event);
    expect(queue.events).toHaveLength(MAX_QUEUE_LENGTH);
    expect(queue.events[0]).toBe(events[2]);
    expect(onOverflow).toHaveBeenCalledTimes(2);
    expect(onOverflow).toHaveBeenNthCalledWith(1, [events[0]]);
    expect(onOverflow).toHaveBeenNthCalledWith(2, [events[1]]);
  });

  it('should set no timer without a store (server side)', () => {
    const queue = createEventQueue(undefined, KEY, vi.fn());
    queue.add(makeEvent());
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('given events left in storage by an earlier page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should restore them first, with their event ids, and keep them stored until the next write', () => {
    const left = makeEvents(3);
    const store = createFakeStore({ [KEY]: JSON.stringify(left) });
    const queue = createEventQueue(store, KEY, vi.fn());
    expect(queue.events).toEqual(left);
    // A crash right after the load must not lose them.
    expect(JSON.parse(store.data.get(KEY)!)).toEqual(left);
    const next = makeEvent();
    queue.add(next);
    expect(queue.events.map((event) => event.event_id)).toEqual(
      [...left, next].map((event) => event.event_id),
    );
  });

  it('should mirror the restored events again after the delay', () => {
    const left = makeEvents(2);
    const store = createFakeStore({ [KEY]: JSON.stringify(left) });
    createEventQueue(store, KEY, vi.fn());
    vi.advanceTimersByTime(PERSIST_DELAY_MS);
    expect(JSON.parse(store.data.get(KEY)!)).toEqual(left);
  });

  it('should keep the bound on restored events too', () => {
    const onOverflow = vi.fn();
    const left = makeEvents(MAX_QUEUE_LENGTH + 5);
    const queue = createEventQueue(createFakeStore({ [KEY]: JSON.stringify(left) }), KEY, onOverflow);
    expect(queue.events).toHaveLength(MAX_QUEUE_LENGTH);
    expect(onOverflow).toHaveBeenCalledWith(left.slice(0, 5));
  });

  it.each(['not json', '{"an":"object"}', '"a string"', '42', 'null'])(
    'should start empty from a broken mirror (%s) and remove it',
    (value) => {
      const store = createFakeStore({ [KEY]: value });
      const queue = createEventQueue(store, KEY, vi.fn());
      expect(queue.events).toEqual([]);
      expect(store.data.has(KEY)).toBe(false);
    },
  );

  it('should leave the mirror of another project alone', () => {
    const other = JSON.stringify(makeEvents(1));
    const store = createFakeStore({ 'pf_queue:other': other });
    const queue = createEventQueue(store, KEY, vi.fn());
    expect(queue.events).toEqual([]);
    expect(store.data.get('pf_queue:other')).toBe(other);
  });
});

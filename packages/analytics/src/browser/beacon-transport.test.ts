import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent, makeEvents } from '../../test/helpers/events.ts';
import type { AnalyticsEvent } from '@playfront/contracts';
import { createBeaconTransport } from './beacon-transport.ts';

const URL = '/api-fe-events/v1/events';

/** Stubs navigator.sendBeacon and records each body as text. */
const stubBeacon = (accept: (index: number) => boolean = () => true) => {
  const bodies: { type: string; size: number; text: Promise<string> }[] = [];
  const sendBeacon = vi.fn((_url: string, body: Blob) => {
    bodies.push({ type: body.type, size: body.size, text: body.text() });
    return accept(bodies.length - 1);
  });
  vi.stubGlobal('navigator', { sendBeacon });
  return { sendBeacon, bodies };
};

const parse = async (bodies: { text: Promise<string> }[]) =>
  Promise.all(bodies.map(async ({ text }) => JSON.parse(await text) as AnalyticsEvent[]));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given a beacon transport', () => {
  it('should send the events as a text/plain JSON array to the events path', async () => {
    const { sendBeacon, bodies } = stubBeacon();
    const events = makeEvents(3);
    createBeaconTransport(URL)(events);
    expect(sendBeacon).toHaveBeenCalledWith(URL, expect.any(Blob));
    expect(bodies[0]!.type).toBe('text/plain;charset=utf-8');
    expect(await parse(bodies)).toEqual([events]);
  });

  it('should send nothing for no events', () => {
    const { sendBeacon } = stubBeacon();
    createBeaconTransport(URL)([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('should split a body too large into halves until each fits', async () => {
    const { bodies } = stubBeacon();
    const events = makeEvents(8);
    const oneEvent = new Blob([JSON.stringify([events[0]])]).size;
    createBeaconTransport(URL, oneEvent * 2 + 10)(events);
    expect((await parse(bodies)).flat()).toEqual(events);
    expect((await parse(bodies)).map((body) => body.length)).toEqual([2, 2, 2, 2]);
  });

  it('should stop at the first refused beacon', async () => {
    const { sendBeacon, bodies } = stubBeacon((index) => index == 0);
    const events = makeEvents(4);
    const oneEvent = new Blob([JSON.stringify([events[0]])]).size;
    createBeaconTransport(URL, oneEvent + 5)(events);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(await parse(bodies)).toEqual([[events[0]], [events[1]]]);
  });

  it('should count a throwing sendBeacon as refused', () => {
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('over quota');
      },
    });
    expect(() => {
      createBeaconTransport(URL)(makeEvents(2));
    }).not.toThrow();
  });

  it('should cope with a browser without sendBeacon', () => {
    vi.stubGlobal('navigator', {});
    expect(() => {
      createBeaconTransport(URL)(makeEvents(2));
    }).not.toThrow();
  });

  it('should leave an event too large for any beacon to fetch and send the others', async () => {
    const { bodies } = stubBeacon();
    const small = makeEvents(2);
    const huge = makeEvent({ event: 'x'.repeat(2000) });
    createBeaconTransport(URL, 1000)([small[0]!, huge, small[1]!]);
    expect((await parse(bodies)).flat()).toEqual(small);
  });

  it('should keep every body under the limit and send all events in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ maxLength: 300, unit: 'grapheme' }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 900, max: 8000 }),
        async (names, maxBytes) => {
          const { bodies } = stubBeacon();
          const events = names.map((name) => makeEvent({ event: name }));
          const fits = (event: AnalyticsEvent) => new Blob([JSON.stringify([event])]).size <= maxBytes;
          createBeaconTransport(URL, maxBytes)(events);
          for (const body of bodies) expect(body.size).toBeLessThanOrEqual(maxBytes);
          expect((await parse(bodies)).flat()).toEqual(events.filter(fits));
          vi.unstubAllGlobals();
        },
      ),
      { numRuns: 60 },
    );
  });
});

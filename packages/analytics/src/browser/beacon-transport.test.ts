import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent, makeEvents } from '../../test/helpers/events.ts';
import type { AnalyticsEvent } from '@playfront/contracts';
import { createBeaconTransport } from './beacon-transport.ts';

const URL = '/api-fe-events/v1/events';

/** Stubs navigator.sendBeacon and records each body (a string: sent as text/plain). */
const stubBeacon = (accept: (index: number) => boolean = () => true) => {
  const bodies: { text: string }[] = [];
  const sendBeacon = vi.fn((_url: string, body: string) => {
    bodies.push({ text: body });
    return accept(bodies.length - 1);
  });
  vi.stubGlobal('navigator', { sendBeacon });
  return { sendBeacon, bodies };
};

const parse = (bodies: { text: string }[]) => bodies.map(({ text }) => JSON.parse(text) as AnalyticsEvent[]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('given a beacon transport', () => {
  it('should send the events as a text/plain JSON array to the events path', () => {
    const { sendBeacon, bodies } = stubBeacon();
    const events = makeEvents(3);
    createBeaconTransport(URL)(events);
    // A string body goes as text/plain;charset=UTF-8: no CORS preflight, no header needed.
    expect(sendBeacon).toHaveBeenCalledWith(URL, expect.any(String));
    expect(parse(bodies)).toEqual([events]);
  });

  it('should send nothing for no events', () => {
    const { sendBeacon } = stubBeacon();
    createBeaconTransport(URL)([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('should split a body too large into halves until each fits', () => {
    const { bodies } = stubBeacon();
    const events = makeEvents(8);
    const oneEvent = JSON.stringify([events[0]]).length;
    createBeaconTransport(URL, oneEvent * 2 + 10)(events);
    expect(parse(bodies).flat()).toEqual(events);
    expect(parse(bodies).map((body) => body.length)).toEqual([2, 2, 2, 2]);
  });

  it('should stop at the first refused beacon', () => {
    const { sendBeacon, bodies } = stubBeacon((index) => index == 0);
    const events = makeEvents(4);
    const oneEvent = JSON.stringify([events[0]]).length;
    createBeaconTransport(URL, oneEvent + 5)(events);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(parse(bodies)).toEqual([[events[0]], [events[1]]]);
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

  it('should leave an event too large for any beacon to fetch and send the others', () => {
    const { bodies } = stubBeacon();
    const small = makeEvents(2);
    const huge = makeEvent({ event: 'x'.repeat(2000) });
    createBeaconTransport(URL, 1000)([small[0]!, huge, small[1]!]);
    expect(parse(bodies).flat()).toEqual(small);
  });

  // Measured in UTF-16 units: a longer byte body of non-ASCII text is the browser's to refuse
  // (and stays queued), which costs the page no encoder.
  it('should keep every body under the limit and send all events in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 300, unit: 'grapheme' }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 900, max: 8000 }),
        (names, maxBytes) => {
          const { bodies } = stubBeacon();
          const events = names.map((name) => makeEvent({ event: name }));
          const fits = (event: AnalyticsEvent) => JSON.stringify([event]).length <= maxBytes;
          createBeaconTransport(URL, maxBytes)(events);
          for (const body of bodies) expect(body.text.length).toBeLessThanOrEqual(maxBytes);
          expect(parse(bodies).flat()).toEqual(events.filter(fits));
          vi.unstubAllGlobals();
        },
      ),
      { numRuns: 60 },
    );
  });
});

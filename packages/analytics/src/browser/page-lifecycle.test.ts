// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageEvent } from '../core/analytics.ts';
import { browserPageListener } from './page-lifecycle.ts';

let hidden = false;

const setVisibility = (value: 'hidden' | 'visible') => {
  hidden = value == 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
};
const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) => {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

describe('given the browser page listener', () => {
  let events: PageEvent[];
  let stop: () => void;

  beforeEach(() => {
    hidden = false;
    vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
    events = [];
    stop = browserPageListener((event) => events.push(event));
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('should report one hide for visibilitychange then pagehide (a tab closing)', () => {
    setVisibility('hidden');
    pageTransition('pagehide', false);
    expect(events).toEqual(['hide']);
  });

  it('should report a hide for pagehide alone', () => {
    pageTransition('pagehide', true);
    expect(events).toEqual(['hide']);
  });

  it('should report show on a return to visible, once', () => {
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('visible');
    expect(events).toEqual(['hide', 'show']);
  });

  it('should report show when the page comes back from the back/forward cache', () => {
    setVisibility('hidden');
    pageTransition('pagehide', true);
    pageTransition('pageshow', true);
    setVisibility('visible');
    expect(events).toEqual(['hide', 'show']);
  });

  it('should ignore the pageshow of a first load', () => {
    pageTransition('pageshow', false);
    expect(events).toEqual([]);
  });

  it('should report online', () => {
    window.dispatchEvent(new Event('online'));
    expect(events).toEqual(['online']);
  });

  it('should hear nothing after cleanup', () => {
    stop();
    setVisibility('hidden');
    window.dispatchEvent(new Event('online'));
    expect(events).toEqual([]);
  });
});

describe('given the back/forward cache', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('should never listen to unload or beforeunload', () => {
    const onWindow = vi.spyOn(window, 'addEventListener');
    const onDocument = vi.spyOn(document, 'addEventListener');
    const stop = browserPageListener(() => undefined);
    const types = [...onWindow.mock.calls, ...onDocument.mock.calls].map(([type]) => type);
    expect(types).toEqual(expect.arrayContaining(['visibilitychange', 'pagehide', 'pageshow', 'online']));
    expect(types).not.toContain('unload');
    expect(types).not.toContain('beforeunload');
    stop();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFlushTimer } from './flush-scheduler.ts';

describe('given a flush timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('should tick every interval until stopped', () => {
    const tick = vi.fn();
    const stop = startFlushTimer(30000, tick);
    vi.advanceTimersByTime(29999);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60000);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(90000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('should unref the timer where the runtime can, so a server process may exit', () => {
    const unref = vi.fn();
    vi.spyOn(globalThis, 'setInterval').mockReturnValue({ unref } as unknown as ReturnType<
      typeof setInterval
    >);
    vi.spyOn(globalThis, 'clearInterval').mockImplementation(() => undefined);
    startFlushTimer(1000, vi.fn());
    expect(unref).toHaveBeenCalledOnce();
  });

  it('should accept a browser timer id, which has no unref', () => {
    vi.spyOn(globalThis, 'setInterval').mockReturnValue(7 as unknown as ReturnType<typeof setInterval>);
    const clear = vi.spyOn(globalThis, 'clearInterval').mockImplementation(() => undefined);
    const stop = startFlushTimer(1000, vi.fn());
    stop();
    expect(clear).toHaveBeenCalledWith(7);
  });
});

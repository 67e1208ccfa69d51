import { afterEach, describe, expect, it, vi } from 'vitest';
import { readNavigationTiming } from './navigation-timing.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('given readNavigationTiming', () => {
  it('should read the navigation entry', () => {
    const getEntriesByType = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([
        { loadEventEnd: 1234.5, fetchStart: 3.2, responseStart: 180.7 } as PerformanceNavigationTiming,
      ]);
    expect(readNavigationTiming()).toEqual({
      loading_time: 1234.5,
      time_to_fetch_start: 3.2,
      time_to_first_byte: 180.7,
    });
    expect(getEntriesByType).toHaveBeenCalledWith('navigation');
  });

  it('should give {} without a navigation entry (here, in Node)', () => {
    expect(readNavigationTiming()).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { addWriterBusy, busySince, writerActivityOf, writerBusyReading } from './writer-activity.ts';

describe('the events writer busy counter', () => {
  it('should count transactions shorter than a millisecond', () => {
    const activity = writerActivityOf('/tmp/writer-activity-short.db');
    const before = writerBusyReading(activity);
    for (let i = 0; i < 10; i += 1) addWriterBusy(activity, 0.3);
    expect(busySince(before, writerBusyReading(activity))).toBeCloseTo(3, 6);
  });

  it('should give the time between two readings across the cell wrapping around', () => {
    const activity = writerActivityOf('/tmp/writer-activity-wrap.db');
    Atomics.store(activity, 0, 2 ** 31 - 500);
    const before = writerBusyReading(activity);
    addWriterBusy(activity, 2);
    expect(writerBusyReading(activity)).toBeLessThan(0);
    expect(busySince(before, writerBusyReading(activity))).toBe(2);
  });

  it('should share one cell per database file', () => {
    expect(writerActivityOf('/tmp/a.db')).toBe(writerActivityOf('/tmp/a.db'));
    expect(writerActivityOf('/tmp/a.db')).not.toBe(writerActivityOf('/tmp/b.db'));
  });
});

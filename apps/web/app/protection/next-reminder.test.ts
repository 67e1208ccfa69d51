import { describe, expect, it } from 'vitest';
import { nextReminderAt } from './next-reminder.ts';

const MINUTE = 60_000;

describe('given a reality check interval', () => {
  it('should fall on whole intervals since the session began, whenever the page loads', () => {
    const start = 1_000_000;
    expect(nextReminderAt(start, 15, start)).toBe(start + 15 * MINUTE);
    expect(nextReminderAt(start, 15, start + 14 * MINUTE)).toBe(start + 15 * MINUTE);
    expect(nextReminderAt(start, 15, start + 15 * MINUTE)).toBe(start + 30 * MINUTE);
    expect(nextReminderAt(start, 60, start + 61 * MINUTE)).toBe(start + 120 * MINUTE);
  });

  it('should have none when off', () => {
    expect(nextReminderAt(0, 0, 5)).toBeNull();
  });
});

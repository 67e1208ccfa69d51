import { vi } from 'vitest';
import type { KeyValueStore } from '../../src/core/event-queue.ts';

/** An in-memory KeyValueStore whose reads and writes tests can inspect. */
export const createFakeStore = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  const store = {
    data,
    get: vi.fn((key: string) => data.get(key) ?? null),
    set: vi.fn((key: string, value: string | null) => {
      if (value == null) data.delete(key);
      else data.set(key, value);
    }),
  } satisfies KeyValueStore & { data: Map<string, string> };
  return store;
};

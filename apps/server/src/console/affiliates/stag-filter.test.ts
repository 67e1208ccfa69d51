import { describe, expect, it } from 'vitest';
import { applyStagFilter } from './stag-filter.ts';

describe('given a stag filter', () => {
  it("should keep the viewer's stags when it names none", () => {
    expect(applyStagFilter(null, [])).toEqual({ ok: true, stags: null });
    expect(applyStagFilter(['a', 'b'], [])).toEqual({ ok: true, stags: ['a', 'b'] });
    expect(applyStagFilter([], [])).toEqual({ ok: true, stags: [] });
  });

  it("should narrow to the stags asked for, when every one is the viewer's (or all are)", () => {
    expect(applyStagFilter(null, ['x'])).toEqual({ ok: true, stags: ['x'] });
    expect(applyStagFilter(['a', 'b', 'c'], ['c', 'a'])).toEqual({ ok: true, stags: ['c', 'a'] });
  });

  it("should refuse, naming them, when any stag asked for is not the viewer's", () => {
    expect(applyStagFilter(['a'], ['a', 'z', 'y'])).toEqual({ ok: false, forbidden: ['z', 'y'] });
    expect(applyStagFilter([], ['a'])).toEqual({ ok: false, forbidden: ['a'] });
  });
});

import { useDeferredValue } from 'react';

// The smallest row a method takes (its 3.5rem button is 56 px, plus the list's gap), rounded down
// so the first render always has rows enough to fill the viewport, even with the list at its top.
const MIN_ROW_PX = 48;

/** How many rows can be on screen at once; all of them when there is no window (server). */
function rowsOnScreen(): number {
  if (typeof window === 'undefined') return Number.POSITIVE_INFINITY;
  return Math.ceil(window.innerHeight / MIN_ROW_PX) + 1;
}

/**
 * A long list in two renders: first the rows that can fill the screen, then every row in a
 * deferred render right after (React renders it in the background, yielding to input, so a
 * click on a first-screen row is handled at once). Every item ends up in the DOM, in order, and
 * keyed rows are kept, so the first rows are not rendered twice.
 */
export function useFirstScreen<T>(items: readonly T[]): readonly T[] {
  const deferred = useDeferredValue(items);
  if (deferred === items) return items;
  const rows = rowsOnScreen();
  return items.length <= rows ? items : items.slice(0, rows);
}

import { useEffect, useRef } from 'react';
import { reveal } from './reveal.ts';

/**
 * Reveals (focuses and scrolls into view) the element once shown, and again each time `when`
 * changes: an outcome that turns from pending to failed is news the player must not miss.
 */
export function useReveal<T extends HTMLElement>(when: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current !== null) reveal(ref.current);
  }, [when]);
  return ref;
}

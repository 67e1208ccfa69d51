import { useEffect, useRef } from 'react';

/**
 * Focuses the element once it is shown: when a screen replaces the one holding focus (the list
 * gives way to a form, the form to its outcome), keyboard and screen-reader users land on its
 * heading instead of the page's start. Give the element `tabIndex={-1}`.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

import { useEffect, useRef } from 'react';

export interface FocusTargets {
  /** A ref callback registering the element that `focus(id)` moves to. */
  target: (id: string) => (element: HTMLElement | null) => void;
  /** Moves focus to `id` after the render that shows it. */
  focus: (id: string) => void;
}

/** Focus moved to elements by name once they are rendered (a confirm step, a status cell). */
export function useFocusTargets(): FocusTargets {
  const elements = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = pending.current;
    if (id === undefined) return;
    const element = elements.current.get(id);
    if (element) {
      pending.current = undefined;
      element.focus();
    }
  });
  return {
    target: (id) => (element) => {
      if (element) elements.current.set(id, element);
      else elements.current.delete(id);
    },
    focus: (id) => {
      pending.current = id;
    },
  };
}

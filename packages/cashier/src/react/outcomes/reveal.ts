/** True when the player asked the system for less motion: scrolling then jumps instead of gliding. */
function prefersReducedMotion(view: Window | null): boolean {
  return view?.matchMedia('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Moves the player to `element` (a result's heading, with `tabIndex={-1}`): focus first, without
 * the browser's own jump, then a scroll that centres it. Centring keeps it clear of a site's
 * sticky header and of the space a closed provider frame leaves behind (where a plain `focus()`
 * left the error 107 px above the viewport). Smooth unless the player prefers reduced motion.
 */
export function reveal(element: HTMLElement): void {
  element.focus({ preventScroll: true });
  const smooth = !prefersReducedMotion(element.ownerDocument.defaultView);
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: smooth ? 'smooth' : 'auto' });
}

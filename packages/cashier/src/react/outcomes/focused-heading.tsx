import { useFocusOnMount } from './use-focus-on-mount.ts';

/** A screen's heading, focused when the screen replaces the one that held focus. */
export function FocusedHeading({ children }: { children: string }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 ref={ref} tabIndex={-1} className="pf-cashier-heading">
      {children}
    </h2>
  );
}

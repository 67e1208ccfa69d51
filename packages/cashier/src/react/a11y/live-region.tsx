/** A polite live region: screen readers read `message` when it changes, without moving focus. */
export function LiveRegion({ message, id }: { message: string; id?: string }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true" className="pf-live-region">
      {message}
    </div>
  );
}

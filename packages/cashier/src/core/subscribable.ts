/**
 * The smallest observable: a set of listeners and a way to tell them something changed.
 * Stores extend it and pair it with `getSnapshot`, the shape `useSyncExternalStore` reads.
 */
export class Subscribable<TListener extends () => void = () => void> {
  protected readonly listeners = new Set<TListener>();

  /** Adds `listener`; the returned function removes it. */
  subscribe = (listener: TListener): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** True while anyone listens. */
  hasListeners(): boolean {
    return this.listeners.size > 0;
  }

  protected notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

import { useSyncExternalStore } from 'react';
import type { BrandIcons } from './brand-icon.ts';

/*
 * The logos are one on-demand chunk shared by every logo on the page: loaded once, on the first
 * logo rendered, and kept. A failed load (offline, a new deploy) leaves the neutral marks and is
 * tried again by the next logo that mounts.
 */
let loaded: BrandIcons | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
const NONE: BrandIcons = {};

function settle(icons: BrandIcons): void {
  loaded = icons;
  for (const listener of listeners) listener();
}

function load(): void {
  if (loaded !== undefined && loaded !== NONE) return;
  loading ??= import('./brand-icons.ts')
    .then(({ BRAND_ICONS }) => {
      settle(BRAND_ICONS);
    })
    .catch(() => {
      loading = undefined;
      settle(NONE);
    });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => {
    listeners.delete(listener);
  };
}

/** The brand logos, or `undefined` while they load (also on the server, where none load). */
export function useBrandIcons(): BrandIcons | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => undefined,
  );
}

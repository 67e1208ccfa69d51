import type { ConsentState } from '@playfront/contracts';
import type { CoreOptions } from '../core/analytics.ts';
import { createBeaconTransport } from './beacon-transport.ts';
import { createFetchTransport } from './fetch-transport.ts';
import { createPageContext } from './page-context.ts';
import { browserPageListener } from './page-lifecycle.ts';
import { createStorage } from './storage.ts';

/**
 * What 'spa' mode plugs into the core: the page, its storage and lifecycle, fetch and beacons,
 * and the consent: the caller's, else a refusal under Global Privacy Control, else granted.
 */
export const browserParts = (
  endpoint: string,
  consent: ConsentState | undefined,
): Pick<CoreOptions, 'context' | 'send' | 'beacon' | 'store' | 'listen' | 'isOnline' | 'consent'> => ({
  consent:
    consent ??
    ((navigator as Navigator & { readonly globalPrivacyControl?: boolean }).globalPrivacyControl
      ? 'denied'
      : 'granted'),
  context: createPageContext(),
  send: createFetchTransport(endpoint),
  beacon: createBeaconTransport(endpoint),
  store: createStorage(),
  listen: browserPageListener,
  isOnline: () => navigator.onLine,
});

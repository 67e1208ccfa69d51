import type { ConsentState } from '@playfront/contracts';
import type { IdentityMetadata, PageContext } from '../core/analytics.ts';
import { forgetTempPlayerId, getTempPlayerId } from './temp-player-id.ts';

/** The parts of `navigator` that not every browser (or TypeScript's DOM types) has. */
interface NavigatorExtras {
  readonly connection?: { readonly effectiveType?: string };
}

/**
 * The browser's side of each event. The temp_player_id is read once
 * consent is granted (no cookie or storage before); the page address and connection type at
 * every call, since both change during a visit. A denial forgets the id.
 */
export const createPageContext = (): ((metadata: IdentityMetadata, consent: ConsentState) => PageContext) => {
  const nav = navigator as Navigator & NavigatorExtras;
  let tempPlayerId = '';
  return (metadata, consent) => {
    if (consent == 'denied') tempPlayerId = forgetTempPlayerId();
    return {
      hostname: location.hostname,
      pathname: location.pathname,
      // The collector names both from the request's User-Agent (the same string as
      // navigator.userAgent) and its Sec-CH-UA-Mobile client hint: no bytes on the page.
      device: null,
      browser: null,
      temp_player_id:
        consent == 'granted' ? (metadata.tempPlayerId ?? (tempPlayerId ||= getTempPlayerId())) : null,
      connection_type: nav.connection?.effectiveType ?? null,
    };
  };
};

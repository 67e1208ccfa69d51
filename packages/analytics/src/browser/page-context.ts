import type { IdentityMetadata, PageContext } from '../core/analytics.ts';
import { MOBILE_USER_AGENT } from '@playfront/contracts/user-agent';
import { getTempPlayerId } from './temp-player-id.ts';

/** The parts of `navigator` that not every browser (or TypeScript's DOM types) has. */
interface NavigatorExtras {
  readonly userAgentData?: { readonly mobile?: boolean };
  readonly connection?: { readonly effectiveType?: string };
}

/**
 * The browser's side of each event. The user agent and temp_player_id are read once; the
 * page address and connection type at every call, since both change during a visit.
 */
export const createPageContext = (): ((metadata: IdentityMetadata) => PageContext) => {
  const nav = navigator as Navigator & NavigatorExtras;
  const mobile = nav.userAgentData?.mobile ?? MOBILE_USER_AGENT.test(nav.userAgent);
  const tempPlayerId = getTempPlayerId();
  return (metadata) => ({
    hostname: location.hostname,
    pathname: location.pathname,
    device: mobile ? 'mobile' : 'web',
    // The collector names it from the request's User-Agent (the same string as
    // navigator.userAgent): the browser table costs the page no bytes.
    browser: null,
    temp_player_id: metadata.tempPlayerId ?? tempPlayerId,
    connection_type: nav.connection?.effectiveType ?? null,
  });
};

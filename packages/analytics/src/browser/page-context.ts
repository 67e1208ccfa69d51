import type { IdentityMetadata, PageContext } from '../core/analytics.ts';
import { parseUserAgent } from '../core/user-agent.ts';
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
  const userAgent = parseUserAgent(nav.userAgent, nav.userAgentData?.mobile);
  const tempPlayerId = getTempPlayerId();
  return (metadata) => ({
    hostname: location.hostname,
    pathname: location.pathname,
    ...userAgent,
    temp_player_id: metadata.tempPlayerId ?? tempPlayerId,
    connection_type: nav.connection?.effectiveType ?? null,
  });
};

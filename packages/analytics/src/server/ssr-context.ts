import type { IdentityMetadata, PageContext } from '../core/analytics.ts';
import { parseUserAgent } from '@playfront/contracts/user-agent';

/**
 * The server's side of each event: the host comes from the configured origin, the rest
 * only from what `identity` was told about the visitor (there is no page to read).
 */
export const createSsrContext = (origin: string): ((metadata: IdentityMetadata) => PageContext) => {
  const { hostname } = new URL(origin);
  return (metadata) => ({
    hostname,
    pathname: null,
    ...parseUserAgent(metadata.userAgent),
    temp_player_id: metadata.tempPlayerId ?? null,
    connection_type: null,
  });
};

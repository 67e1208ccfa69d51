import type { ConsentState } from '@playfront/contracts';
import type { IdentityMetadata, PageContext } from '../core/analytics.ts';
import { parseUserAgent } from '@playfront/contracts/user-agent';

/**
 * The server's side of each event: the host comes from the configured origin, the rest
 * only from what `identity` was told about the visitor (there is no page to read).
 */
export const createSsrContext = (
  origin: string,
): ((metadata: IdentityMetadata, consent?: ConsentState) => PageContext) => {
  const { hostname } = new URL(origin);
  return (metadata, consent = 'granted') => ({
    hostname,
    pathname: null,
    ...parseUserAgent(metadata.userAgent),
    // A visitor who has not granted consent has no id to send.
    temp_player_id: consent == 'granted' ? (metadata.tempPlayerId ?? null) : null,
    connection_type: null,
  });
};

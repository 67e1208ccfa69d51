import type { ConsentChoice } from '../consent/consent.ts';
import type { Player } from '../players/player.ts';

/** What one call into the server's own API answered. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  /** `Set-Cookie` values to pass on to the browser (session cookie). */
  readonly setCookies: readonly string[];
}

/**
 * What apps/server hands the site (apps/web) for one request: written here because the server
 * builds it and the site's routes read it, and neither imports the other.
 */
export interface WebRequestContext {
  /** CSP nonces of this response. */
  readonly nonce: { readonly script: string; readonly style: string };
  /** The logged-in player, or null for a visitor. */
  readonly player: Player | null;
  /** Body of the inline site-loaded analytics script, rendered for this request. */
  readonly siteLoadedScript: string;
  /** ISO country from the trusted CDN header, and the license the site runs under there. */
  readonly country: string | null;
  readonly license: string;
  /** True when the site may not take players from `country` (no interlayer redirect). */
  readonly restricted: boolean;
  /** LiveChat license number, when the chat is on. */
  readonly liveChatLicense: string | null;
  /**
   * Calls the server's own JSON API as this visitor (their cookies, IP and origin); `language`
   * asks for the API's player-facing messages in the page's language.
   */
  api(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    path: string,
    body?: unknown,
    options?: {
      readonly language?: string;
      /** A session token to call with instead of the visitor's cookies (one this action just opened). */
      readonly session?: string;
    },
  ): Promise<ApiAnswer>;
  /** Sends one server-side analytics event (ssr mode) and waits for the send. */
  trackServerEvent(event: string, playerId: string | null): Promise<void>;
  // consent (decision 054)
  /** The visitor's stored choice, the GPC signal, and whether the banner asks about attribution. */
  readonly consent: {
    readonly choice: ConsentChoice | null;
    readonly gpc: boolean;
    readonly attributionNeedsConsent: boolean;
  };
}

import type { ConsentChoice, Player } from '@playfront/contracts';

/** One answer of the server's own API, as the site sees it. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly setCookies: readonly string[];
}

/**
 * What the site (apps/web/app/context.ts, `WebRequestContext`) gets for one request. Restated
 * here because nothing imports apps/web; the site's build hands back `createLoadContext`.
 */
export interface WebRequestContext {
  readonly nonce: { readonly script: string; readonly style: string };
  readonly player: Player | null;
  readonly siteLoadedScript: string;
  readonly country: string | null;
  readonly license: string;
  readonly restricted: boolean;
  readonly liveChatLicense: string | null;
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
  trackServerEvent(event: string, playerId: string | null): Promise<void>;
  // consent (decision 054)
  /** The visitor's stored choice, the GPC signal, and whether the banner asks about attribution. */
  readonly consent: {
    readonly choice: ConsentChoice | null;
    readonly gpc: boolean;
    readonly attributionNeedsConsent: boolean;
  };
}

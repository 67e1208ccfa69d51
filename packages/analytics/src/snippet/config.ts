/** What the inline site-loaded script needs; the rest it reads from the page. */
export interface SiteLoadedConfig {
  /** The project the event belongs to. */
  readonly projectId: string;
  /** Events path; default '/api-fe-events/v1/events'. */
  readonly endpoint?: string;
  readonly license?: string;
  readonly ipCountry?: string;
}

/**
 * The free identifier the runtime reads its config from. The minified body keeps it verbatim
 * (esbuild never renames globals) and renderSiteLoadedScript puts the config in its place.
 */
export const CONFIG_PLACEHOLDER = '__PF_SITE_LOADED_CONFIG__';

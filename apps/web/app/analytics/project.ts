/** The analytics project of the site; the server's inline script and SSR events use the same. */
export const ANALYTICS_PROJECT_ID = 'playfront';

/** The site's privacy pages (routes.ts registers them under these paths). */
export const DELETE_ACCOUNT_PAGE = '/account/delete';
export const ACCOUNT_CLOSED_PAGE = '/account/closed';

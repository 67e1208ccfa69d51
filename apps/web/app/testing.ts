/**
 * What browser tests may use of the site, as `@playfront/web/testing`: its message catalogues, to
 * find the words a player reads in each language. Nothing else in apps/web is reached from outside.
 */
export { MESSAGES } from './i18n/resources.ts';
export type { MessageKey } from './i18n/messages/en.ts';

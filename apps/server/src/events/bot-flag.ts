import { createIsbotFromList, list } from 'isbot';

/** How much of isbot's list flags an event: see Config.analyticsBotFilter. */
export const BOT_FILTERS = ['all', 'crawlers'] as const;
export type BotFilter = (typeof BOT_FILTERS)[number];

/** isbot's patterns for the tools the site is tried and tested with, not crawlers. */
const AUTOMATION_PATTERNS = new Set(['headless', 'playwright', 'node\\b']);

/**
 * Tells bots by the User-Agent of a request a page sent itself: isbot's list of crawlers,
 * monitors, link previews and HTTP libraries (well kept, public domain). A server relaying
 * events (`?no-cookie=true`) speaks with its own User-Agent, not the visitor's, so those are
 * not judged here, and neither is a request without one (nothing to judge; API tests).
 */
export const botJudge = (filter: BotFilter): ((userAgent: string | undefined) => boolean) => {
  const isBot =
    filter === 'all'
      ? createIsbotFromList(list)
      : createIsbotFromList(list.filter((p) => !AUTOMATION_PATTERNS.has(p)));
  return (userAgent) => userAgent !== undefined && userAgent !== '' && isBot(userAgent);
};

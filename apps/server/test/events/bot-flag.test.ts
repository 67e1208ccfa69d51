import { describe, expect, it } from 'vitest';
import { botJudge } from '../../src/events/bot-flag.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('given the bot judge', () => {
  it.each(['all', 'crawlers'] as const)(
    'should flag crawlers and HTTP tools, not browsers (%s)',
    (filter) => {
      const isBot = botJudge(filter);
      expect([GOOGLEBOT, 'curl/8.5.0', 'python-requests/2.31.0'].map(isBot)).toEqual([true, true, true]);
      expect(isBot(CHROME)).toBe(false);
    },
  );

  it('should flag headless browsers and Playwright with the whole list only', () => {
    const playwright = 'Playwright/1.64.1 (x64; debian 12) node/24.21';
    expect([HEADLESS, playwright].map(botJudge('all'))).toEqual([true, true]);
    expect([HEADLESS, playwright].map(botJudge('crawlers'))).toEqual([false, false]);
  });

  it('should not judge a request without a User-Agent', () => {
    expect(botJudge('all')(undefined)).toBe(false);
    expect(botJudge('all')('')).toBe(false);
  });
});

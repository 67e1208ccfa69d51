import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@playfront/contracts';
import { LANGUAGES } from './languages.ts';
import { en } from './messages/en.ts';
import { MESSAGES } from './resources.ts';

describe.each(LANGUAGES)('the %s messages', (language) => {
  it('should translate every key in every plural form the language needs, keeping every {{placeholder}}', () => {
    // The one rule of the site, the cashier and the payments API (contracts, catalogue-problems.ts);
    // i18next picks `key_one`, `key_few`… by `count` with Intl.PluralRules, as the others do.
    const problems = catalogueProblems(en, MESSAGES[language], language, 'double');
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

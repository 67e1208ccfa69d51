import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  ERROR_CODE_DETAILS,
  ERROR_CODES,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@playfront/contracts';
import { EN } from './en.ts';
import { PLAYER_TEXTS, playerText } from './player-text.ts';

describe('given the payments texts of every language', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'should have in %s every English key, every plural form the language needs, the same placeholders',
    (language) => {
      // The one rule of the site, the cashier and the payments API (contracts, catalogue-problems.ts).
      const problems = catalogueProblems(EN, PLAYER_TEXTS[language], language, 'single');
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it('should pick the plural form the count needs', () => {
    const days = (language: SupportedLanguage, count: number) =>
      playerText(language)('kyc.cashout_window', { amount: '100 EUR', count });
    expect(days('en', 1)).toBe('Please verify your identity to withdraw more than 100 EUR within 1 day.');
    expect(days('en', 30)).toBe('Please verify your identity to withdraw more than 100 EUR within 30 days.');
    expect(days('ar', 2)).toMatch(/خلال يومين\.$/);
    expect(days('ar', 7)).toMatch(/خلال 7 أيام\.$/);
    expect(days('ar', 30)).toMatch(/خلال 30 يومًا\.$/);
  });

  it('should word the error codes in English as the contracts do', () => {
    const text = playerText('en');
    for (const code of ERROR_CODES) expect(text(`code.${code}`)).toBe(ERROR_CODE_DETAILS[code].message);
  });

  it('should fill in placeholders', () => {
    expect(playerText('en')('cashout.processing', { amount: '10.00 EUR' })).toBe(
      'Your withdrawal of 10.00 EUR is being processed.',
    );
    expect(playerText('de')('amount.limits', { min: '10.00 EUR', max: '5000.00 EUR' })).toBe(
      'Gib einen Betrag von 10.00 EUR bis 5000.00 EUR ein.',
    );
  });
});

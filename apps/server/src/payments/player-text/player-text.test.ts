import { describe, expect, it } from 'vitest';
import { ERROR_CODE_DETAILS, ERROR_CODES, SUPPORTED_LANGUAGES } from '@playfront/contracts';
import { EN } from './en.ts';
import { PLAYER_TEXTS, playerText } from './player-text.ts';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('given the payments texts of every language', () => {
  const english = Object.keys(EN).sort();

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    'should have in %s exactly the English keys, with the same placeholders',
    (language) => {
      const texts: Readonly<Record<string, string>> = PLAYER_TEXTS[language];
      expect(Object.keys(texts).sort()).toEqual(english);
      for (const [key, source] of Object.entries(EN)) {
        const text = texts[key] ?? '';
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(source));
      }
    },
  );

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

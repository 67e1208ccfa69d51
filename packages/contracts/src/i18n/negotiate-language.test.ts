import { describe, expect, it } from 'vitest';
import {
  languageFromAcceptLanguage,
  matchLanguage,
  negotiateLanguage,
  parseAcceptLanguage,
} from './negotiate-language.ts';

describe('matchLanguage', () => {
  it.each([
    ['de', 'de'],
    ['DE-at', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['es-419', 'es'],
    ['ar-MA', 'ar'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
  ])('should read %s as %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });

  it.each(['fr', 'zz', '*', 'x', '', '  ', 'sr-Latn', null, undefined])(
    'should match nothing for %s',
    (tag) => {
      expect(matchLanguage(tag)).toBeUndefined();
    },
  );
});

describe('negotiateLanguage', () => {
  it('should take the first preferred tag it speaks', () => {
    expect(negotiateLanguage(['fr-CA', 'fi-FI', 'de'])).toBe('fi');
  });

  it('should answer English when nothing matches', () => {
    expect(negotiateLanguage(['fr', 'zz'])).toBe('en');
    expect(negotiateLanguage([])).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('should order the ranges by q-value, equal ones as written, dropping * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.2, *, tr;q=0.9, de;q=0, ja, pt-BR;q=0.9')).toEqual([
      'ja',
      'tr',
      'pt-BR',
      'fr',
    ]);
  });

  it('should read repeated headers as one list and nothing as none', () => {
    expect(parseAcceptLanguage(['de;q=0.5', 'fi'])).toEqual(['fi', 'de']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(' , ;q=1')).toEqual([]);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['xx;q=1, tr;q=0.4, pt;q=0.8', 'pt-BR'],
    ['fr, ja;q=0.1', 'ja'],
    ['zz', 'en'],
    ['en;q=0, ar', 'ar'],
    [undefined, 'en'],
  ])('should answer %s in %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate-language.ts';

describe('given an Accept-Language header', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['de', 'de'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['ar-EG', 'ar'],
    ['fr-FR,fr;q=0.9,ja;q=0.5', 'ja'],
    ['en;q=0.5,tr', 'tr'],
    ['es;q=0.8,fi;q=0.8', 'es'],
    ['de;q=0,fi;q=0.1', 'fi'],
    ['*', 'en'],
    ['fr, nl', 'en'],
    ['de;q=abc', 'en'],
  ] as const)('should answer for %j the language %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('should read a header sent more than once as one list', () => {
    expect(negotiateLanguage(['fr', 'ja'])).toBe('ja');
  });
});

import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import { en } from './messages/en.ts';
import { MESSAGES } from './resources.ts';

const keys = Object.keys(en).sort();

describe.each(LANGUAGES)('the %s messages', (language) => {
  const messages: Record<string, string> = MESSAGES[language];

  it('should translate every key, and no key English lacks', () => {
    expect(Object.keys(messages).sort()).toEqual(keys);
  });

  it('should have no empty message and keep every {{placeholder}}', () => {
    for (const key of keys) {
      const text = messages[key] ?? '';
      expect(text.trim(), key).not.toBe('');
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(text), key).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../i18n/format-message.ts';
import { COUNTING_VALIDATION_KEYS, type ValidationText } from '../messages.ts';
import ar from './ar.ts';
import en from './en.ts';

const say = (texts: ValidationText, language: string, key: string, count: number) => {
  const lookup: Readonly<Record<string, string>> = texts;
  return formatMessage((form) => lookup[form], key, { count }, language);
};

describe('given a field rule whose text counts', () => {
  it('should take the plural form the number needs in English', () => {
    expect(say(en, 'en', 'validation.text.min_length', 1)).toBe('Enter at least 1 character.');
    expect(say(en, 'en', 'validation.text.min_length', 3)).toBe('Enter at least 3 characters.');
  });

  it("should take Arabic's forms: two, 3 to 10, 11 to 99", () => {
    expect(say(ar, 'ar', 'validation.text.min_length', 2)).toBe('أدخل حرفين على الأقل.');
    expect(say(ar, 'ar', 'validation.cvv.length', 3)).toBe('يتكون رمز الأمان من 3 أرقام.');
    expect(say(ar, 'ar', 'validation.date.min_age', 18)).toBe('يجب ألا يقل عمرك عن 18 عامًا.');
  });

  it('should keep every counting key in its counting forms only', () => {
    for (const key of COUNTING_VALIDATION_KEYS) {
      expect(Object.hasOwn(en, key), key).toBe(false);
      expect(Object.hasOwn(en, `${key}_other`), key).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './languages.ts';
import { textDirection } from './text-direction.ts';

describe('textDirection', () => {
  it('should be rtl for Arabic, Hebrew, Persian and Urdu in any region, and an Arabic script', () => {
    for (const tag of ['ar', 'ar-SA', 'AR', 'he', 'he-IL', 'iw', 'fa', 'fa-IR', 'ur', 'ur-PK', 'az-Arab'])
      expect(textDirection(tag), tag).toBe('rtl');
  });

  it('should be ltr for the other shipped languages, a Latin script and what is no tag', () => {
    for (const tag of SUPPORTED_LANGUAGES.filter((tag) => tag !== 'ar'))
      expect(textDirection(tag), tag).toBe('ltr');
    for (const tag of ['ur-Latn', '', 'x']) expect(textDirection(tag), tag).toBe('ltr');
  });
});

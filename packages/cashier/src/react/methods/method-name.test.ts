import { describe, expect, it } from 'vitest';
import { GENERIC_METHOD_NAMES } from '@playfront/contracts';
import { loadMessages } from '../i18n/load-messages.ts';
import { createTranslate } from '../i18n/messages.ts';
import { methodName } from './method-name.ts';

describe('methodName', () => {
  it('should give a generic method its name in the player language and a brand as spelled', async () => {
    const german = createTranslate(await loadMessages('de'), undefined, 'de');
    expect(methodName('credit-card', 'Credit or debit card', german)).toBe('Kredit- oder Debitkarte');
    expect(methodName('visa', 'Visa', german)).toBe('Visa');
    const arabic = createTranslate(await loadMessages('ar'), undefined, 'ar');
    expect(methodName('bank-wire', 'International bank wire (SWIFT)', arabic)).toBe(
      'حوالة مصرفية دولية (SWIFT)',
    );
  });

  it('should read the catalogue name in English, every generic method having one', () => {
    const english = createTranslate();
    for (const [id, name] of Object.entries(GENERIC_METHOD_NAMES)) {
      expect(methodName(id, name, english)).toBe(name);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { CASHIER_LOCALE_TAGS, loadMessages } from './load-messages.ts';
import de from './locales/de.ts';
import ptBR from './locales/pt-BR.ts';
import { DEFAULT_MESSAGES } from './messages.ts';

describe('loadMessages', () => {
  it('answers English with the built-in messages', async () => {
    expect(await loadMessages('en')).toBe(DEFAULT_MESSAGES);
    expect(await loadMessages('fr-FR')).toBe(DEFAULT_MESSAGES);
  });

  it('loads the best-matching language over English', async () => {
    const messages = await loadMessages('de-AT');
    expect(messages['form.submit']).toBe(de['form.submit']);
    expect(messages['form.submit']).not.toBe(DEFAULT_MESSAGES['form.submit']);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(DEFAULT_MESSAGES).sort());
    expect((await loadMessages('pt'))['form.submit']).toBe(ptBR['form.submit']);
    expect((await loadMessages('pt_PT'))['form.submit']).toBe(ptBR['form.submit']);
  });

  it('loads each language once', async () => {
    const first = loadMessages('ja');
    expect(loadMessages('ja-JP')).toBe(first);
    expect(await loadMessages('JA')).toBe(await first);
  });

  it('loads every shipped language with a text for every English key', async () => {
    for (const tag of CASHIER_LOCALE_TAGS) {
      const messages = await loadMessages(tag);
      for (const key of Object.keys(DEFAULT_MESSAGES))
        expect(messages[key], `${tag} ${key}`).toBeTypeOf('string');
    }
  });
});

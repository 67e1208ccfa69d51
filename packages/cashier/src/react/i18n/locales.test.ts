import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '@playfront/contracts';
import { CASHIER_LANGUAGES } from '../cashier/cashier-props.ts';
import { CASHIER_LOCALE_TAGS } from './load-messages.ts';
import { DEFAULT_MESSAGES } from './messages.ts';

type Messages = Readonly<Record<string, string>>;

// Every shipped language's file, found from the language list: adding a language needs no line here.
const LOCALES: Readonly<Record<string, Messages>> = Object.fromEntries(
  await Promise.all(
    CASHIER_LOCALE_TAGS.filter((tag) => tag !== 'en').map(async (tag) => {
      const module = (await import(`./locales/${tag}.ts`)) as { default: Messages };
      return [tag, module.default] as const;
    }),
  ),
);

const englishKeys = Object.keys(DEFAULT_MESSAGES).sort();

/**
 * Keys whose English text is a proper name or an acronym (a document number, a bank code, a crypto
 * network, a country many languages spell as English does, e.g. German "Malaysia") that a locale may
 * well keep as it is, so keeping it is no copy. They are left out of the count of English copied
 * over; every other key still counts.
 */
const NAMES_AND_ACRONYMS: ReadonlySet<string> = new Set([
  'payments.countries.id',
  'payments.countries.my',
  'payments.countries.th',
  'payments.countries.vn',
  'payments.fields.cpf',
  'payments.fields.dni',
  'payments.fields.iban',
  'payments.fields.rut',
  'payments.fields.swift_bic',
  'payments.networks.bep20',
  'payments.networks.erc20',
  'payments.networks.polygon',
  'payments.networks.spl',
  'payments.networks.trc20',
]);

/** Whether `text` has words to translate; `{value} {unit}` may well stay as it is. */
function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
}

describe('locale files', () => {
  it('cover every language the site ships, each in its own file', () => {
    expect([...CASHIER_LOCALE_TAGS].sort()).toEqual([...CASHIER_LANGUAGES].sort());
    expect(Object.keys(LOCALES).sort()).toEqual(CASHIER_LOCALE_TAGS.filter((tag) => tag !== 'en').sort());
    const files = readdirSync(join(import.meta.dirname, 'locales')).map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(Object.keys(LOCALES).sort());
  });

  describe.each(Object.entries(LOCALES))('%s', (tag, messages) => {
    it('translates every English key, in every plural form the language needs, and no other', () => {
      // The one rule of the site, the cashier and the payments API (contracts, catalogue-problems.ts):
      // missing or empty keys, plural forms, placeholders; each problem names its key.
      const problems = catalogueProblems(DEFAULT_MESSAGES, messages, tag, 'single');
      expect(problems, problems.join('\n')).toEqual([]);
    });

    it('is not English copied over', () => {
      // A few short words (e.g. "Status") are the same in some languages; many are an oversight.
      // Names and acronyms (`NAMES_AND_ACRONYMS`) are the same by nature and do not count.
      const same = englishKeys.filter(
        (key) =>
          !NAMES_AND_ACRONYMS.has(key) &&
          hasWords(DEFAULT_MESSAGES[key]!) &&
          messages[key] === DEFAULT_MESSAGES[key],
      );
      expect(same.length, `${tag} keeps English for: ${same.join(', ')}`).toBeLessThanOrEqual(8);
    });
  });
});

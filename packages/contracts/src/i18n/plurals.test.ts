import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './catalogue-problems.ts';
import { formatMessage } from './format-message.ts';
import { pluralCategoriesOf } from './plurals.ts';

const english = { hours_one: '{count} hour', hours_other: '{count} hours', greeting: 'Hello {name}' };
const arabic = {
  hours_zero: '{count} ساعة',
  hours_one: 'ساعة واحدة',
  hours_two: 'ساعتان',
  hours_few: '{count} ساعات',
  hours_many: '{count} ساعة',
  hours_other: '{count} ساعة',
  greeting: 'مرحبًا {name}',
};
const lookup = (catalogue: Readonly<Record<string, string>>) => (key: string) => catalogue[key];

describe('formatMessage', () => {
  it('should pick the form the count needs in the language', () => {
    expect(formatMessage(lookup(english), 'hours', { count: 1 }, 'en')).toBe('1 hour');
    expect(formatMessage(lookup(english), 'hours', { count: 1000 }, 'en')).toBe('1,000 hours');
    expect(
      [0, 1, 2, 3, 11, 100].map((count) => formatMessage(lookup(arabic), 'hours', { count }, 'ar')),
    ).toEqual(['0 ساعة', 'ساعة واحدة', 'ساعتان', '3 ساعات', '11 ساعة', '100 ساعة']);
  });

  it('should write sizes in KB and MB in the language, never raw bytes', () => {
    const size = { size: 'at most {maxSizeBytes}' };
    expect(formatMessage(lookup(size), 'size', { maxSizeBytes: 5 * 1024 * 1024 }, 'en')).toBe('at most 5 MB');
    expect(formatMessage(lookup(size), 'size', { maxSizeBytes: 1000 }, 'en')).toBe('at most 1 kB');
    expect(formatMessage(lookup(size), 'size', { maxSizeBytes: 512 * 1024 }, 'de')).toBe('at most 512 kB');
    expect(formatMessage(lookup(size), 'size', { maxSizeBytes: 1.5 * 1024 * 1024 }, 'ar')).toMatch(
      /^at most 1[.,٫]5 /,
    );
  });

  it('should read a key that does not count as it is, and answer undefined for an unknown one', () => {
    expect(formatMessage(lookup(english), 'greeting', { name: 'Ann', count: 2 }, 'en')).toBe('Hello Ann');
    expect(formatMessage(lookup(english), 'nothing', undefined, 'en')).toBeUndefined();
  });
});

describe('catalogueProblems', () => {
  it('should find none in complete catalogues', () => {
    expect(catalogueProblems(english, english, 'en', 'single')).toEqual([]);
    expect(catalogueProblems(english, arabic, 'ar', 'single')).toEqual([]);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(
      catalogueProblems(english, { hours_other: '{count}時間', greeting: '{name}さん' }, 'ja', 'single'),
    ).toEqual([]);
  });

  it('should name a missing key, a missing or unused plural form, an extra key and a wrong placeholder', () => {
    const { hours_few: _few, greeting: _greeting, ...lacking } = arabic;
    expect(
      catalogueProblems(english, { ...lacking, bye: 'x', hours_few: '{counts}' }, 'ar', 'single'),
    ).toEqual([
      'ar hours_few has {counts}, English has not',
      'ar lacks greeting',
      'ar has bye, which English has not',
    ]);
    expect(catalogueProblems(english, { hours_other: '{count}', greeting: 'Hallo' }, 'de', 'single')).toEqual(
      ['de lacks hours_one (a plural form de needs)', 'de greeting leaves out {name}'],
    );
    expect(
      catalogueProblems(
        english,
        { hours_one: '1', hours_other: '{count}', greeting: '{name}' },
        'ja',
        'single',
      ),
    ).toEqual(['ja has hours_one, a plural form ja never picks']);
  });

  it('should read i18next placeholders', () => {
    expect(catalogueProblems({ a: 'Hi {{name}}' }, { a: 'Hallo {{name}}' }, 'de', 'double')).toEqual([]);
    expect(catalogueProblems({ a: 'Hi {{name}}' }, { a: 'Hallo {name}' }, 'de', 'double')).toEqual([
      'de a leaves out {name}',
    ]);
  });
});

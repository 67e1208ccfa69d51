import { decimalToMinor, type MinorUnitsResult } from './money.ts';

/**
 * Reads an amount as a player types it in `locale` to minor units, or refuses it: never a
 * different magnitude than the player meant (decision 023).
 *
 * - The locale's own separators (from `Intl.NumberFormat`): `1,234.5` in English, `1.234,5` in
 *   German, `1 234,5` in Finnish. A space (or no-break space) may stand for the group separator.
 * - The other mark (`.` where the decimal is `,`, and the reverse) is read as the decimal only
 *   where it cannot be the group separator: once, and not followed by exactly three digits that
 *   make a valid grouping. `12,50` in English is 12.50; `12,500` is twelve thousand five hundred,
 *   as the locale writes it; `12.50` in German is 12.50.
 * - Native digits count as digits: Arabic-Indic (٠–٩), Extended Arabic-Indic (۰–۹), full-width
 *   (０–９), and the Arabic decimal and group marks (٫ ٬).
 * - Anything else is refused, never stripped: letters, an exponent (`1e3`), a sign (`-20`), a
 *   second decimal mark, a group in the wrong place, more decimals than the currency has.
 */
export function parseAmount(input: string, locale: string, exponent: number): MinorUnitsResult {
  const { group, decimal } = separatorsOf(locale);
  const other = decimal === '.' ? ',' : '.';
  const text = nativeDigitsToAscii(input.trim())
    .replace(/\u066b/g, decimal)
    .replace(/\u066c/g, group)
    .replace(/[\s\u00a0\u202f]/g, ' ');
  if (!/^[\d., ]+$/.test(text) || !/\d/.test(text)) return { ok: false, reason: 'format' };

  let whole = text;
  let fraction = '';
  const decimals = count(text, decimal);
  if (decimals > 1) return { ok: false, reason: 'format' };
  if (decimals === 1) {
    [whole = '', fraction = ''] = text.split(decimal);
  } else if (count(text, other) === 1 && (other !== group || !isGrouped(text, other))) {
    // Once, and no group separator here: not this locale's (Finnish groups with spaces), or not
    // a valid grouping (`12,5`, `12,50`, `0,001`).
    [whole = '', fraction = ''] = text.split(other);
  }
  if (!/^\d*$/.test(fraction)) return { ok: false, reason: 'format' };
  const digits = ungroup(whole, group);
  if (digits === null || (digits === '' && fraction === '')) return { ok: false, reason: 'format' };
  return decimalToMinor(`${digits === '' ? '0' : digits}${fraction === '' ? '' : `.${fraction}`}`, exponent);
}

/** The group and decimal separators of `locale` (`.` and `,` in German). */
export function separatorsOf(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(11111.1);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  return {
    // Typed as a plain space; formatted as a no-break space (Finnish, French).
    group: /[\s\u00a0\u202f]/.test(group) ? ' ' : group,
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** Native digits as ASCII: each block starts at a multiple of 16, so the low four bits are the digit. */
const nativeDigitsToAscii = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (digit) => String(digit.charCodeAt(0) & 15));

const count = (text: string, mark: string): number => text.split(mark).length - 1;

/** Whether `text` is an integer grouped by `mark` as numbers are written: `1,234`, `12,345,678`. */
function isGrouped(text: string, mark: string): boolean {
  const groups = text.split(mark);
  const [first = '', ...rest] = groups;
  return /^[1-9]\d{0,2}$/.test(first) && rest.every((chunk) => /^\d{3}$/.test(chunk));
}

/** The digits of a whole part with its group separators (or spaces) removed, or null when misplaced. */
function ungroup(whole: string, group: string): string | null {
  const marks = new Set([group, ' ']);
  const [mark, ...more] = [...marks].filter((candidate) => whole.includes(candidate));
  if (mark === undefined) return /^\d*$/.test(whole) ? whole : null;
  if (more.length > 0) return null;
  return isGrouped(whole, mark) ? whole.split(mark).join('') : null;
}

/** Scripts written right to left (ISO 15924): Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam. */
const RIGHT_TO_LEFT_SCRIPTS: ReadonlySet<string> = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm']);

/**
 * `rtl` for a language written right to left, by its script: the one the tag names (`az-Arab`,
 * `ur-Latn`), else its likely one from the engine's CLDR data (`ar`, `fa`, `he-IL`, `ur`); else `ltr`.
 * The site's `<html dir>` and the cashier's layout both follow it.
 */
export function textDirection(language: string): 'ltr' | 'rtl' {
  try {
    const { script } = new Intl.Locale(language.trim().replaceAll('_', '-')).maximize();
    return script !== undefined && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

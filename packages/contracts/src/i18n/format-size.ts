const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

const formats = new Map<string, Intl.NumberFormat>();

function unitFormat(language: string, unit: 'kilobyte' | 'megabyte'): Intl.NumberFormat {
  const id = `${language}|${unit}`;
  let format = formats.get(id);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    });
    formats.set(id, format);
  }
  return format;
}

/**
 * A size in bytes as a player reads it: `500 kB`, `5 MB`, in `language`'s words and digits
 * (`5 م.ب` in Arabic). Binary steps, as upload limits are set (`5 * 1024 * 1024` is 5 MB); the
 * unit names are CLDR's, so no catalogue translates them.
 */
export function formatSize(bytes: number, language: string): string {
  return bytes >= MEGABYTE
    ? unitFormat(language, 'megabyte').format(bytes / MEGABYTE)
    : unitFormat(language, 'kilobyte').format(bytes / KILOBYTE);
}

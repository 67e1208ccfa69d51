import { useMemo } from 'react';

export interface ShortDate {
  /** Day, month and time, the year only when it is not this one: `Nov 25, 3:36 PM`, `25. Nov., 15:36`. */
  short: (iso: string) => string;
  /** The whole date and time, for the tooltip. */
  full: (iso: string) => string;
}

/**
 * A history row's date in the player's language, short enough for a widget-wide column: the
 * formatters are built once per language (Intl's are costly to make, cheap to use).
 */
export function useShortDate(locale: string): ShortDate {
  return useMemo(() => {
    const thisYear = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const otherYear = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const full = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' });
    const year = new Date().getFullYear();
    return {
      short: (iso) => {
        const date = new Date(iso);
        return (date.getFullYear() === year ? thisYear : otherYear).format(date);
      },
      full: (iso) => full.format(new Date(iso)),
    };
  }, [locale]);
}

/** A moment as the page's language writes it, in the browser's zone (the server renders UTC). */
export function formatTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
}

/**
 * A span of time as hours and minutes in the page's language ("1 hour, 5 minutes"), each part
 * worded and pluralised by Intl, so no message needs plural forms of its own.
 */
export function formatDuration(ms: number, language: string): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = hours === 0 ? [unit(minutes, 'minute')] : [unit(hours, 'hour'), unit(minutes, 'minute')];
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(parts);
}

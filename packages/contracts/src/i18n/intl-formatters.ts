/**
 * Intl formatters built once per locale and options. Building an `Intl.NumberFormat` costs
 * far more than formatting with one (it resolves the locale's data), and a list of 90 methods
 * formats a few hundred amounts: a formatter per call was most of the list's render time.
 * Formatters are immutable, so sharing them is safe.
 */

// A page uses a handful of locale and option pairs; the bound only guards against a host that
// cycles through locales forever.
const CACHE_LIMIT = 200;

function cache<Options extends object, Formatter>(
  create: (locale: string, options: Options) => Formatter,
): (locale: string, options?: Options) => Formatter {
  const formatters = new Map<string, Formatter>();
  return (locale, options = {} as Options) => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let formatter = formatters.get(key);
    if (formatter === undefined) {
      formatter = create(locale, options);
      if (formatters.size >= CACHE_LIMIT) formatters.clear();
      formatters.set(key, formatter);
    }
    return formatter;
  };
}

/** A shared `Intl.NumberFormat` for `locale` and `options`. */
export const numberFormat = cache(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** A shared `Intl.ListFormat` for `locale` and `options`. */
export const listFormat = cache(
  (locale: string, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

let isoCurrencies: ReadonlySet<string> | undefined;

/**
 * Whether Intl knows `currency` as an ISO 4217 code (crypto codes such as USDT are not).
 * `Intl.supportedValuesOf` builds a fresh array of some 300 codes per call, so it is read once.
 */
export function isIsoCurrency(currency: string): boolean {
  if (!/^[A-Z]{3}$/.test(currency)) return false;
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(currency);
}

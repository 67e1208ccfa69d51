import { PIPE_MASKED, PIPE_UNMASKED, pipe, type MaskOptions } from './imask.ts';

/** Options of the number mask (SPEC 5: thousands separator, decimal limit, negatives, prefix). */
export interface NumberMaskOptions {
  /** Decimal places allowed: the currency's exponent; default 2. 0 allows no decimal point. */
  scale?: number;
  /** Thousands separator shown while typing; default `' '`. */
  thousandsSeparator?: string;
  /** Decimal mark shown; default `'.'`. `,` and `.` typed by the player are both read as it. */
  radix?: string;
  /** Allow a leading minus; default false (amounts are positive). */
  allowNegative?: boolean;
  /** Fixed text before the number, e.g. `'€ '`; default none. */
  prefix?: string;
  /** Always show `scale` decimals (`50` as `50.00`); default false. */
  padDecimals?: boolean;
}

/** A number mask: `format` what is typed for display, `unmask` it back to a plain decimal string. */
export interface NumberMask {
  /** imask options, to attach the same mask to an input element in the UI. */
  readonly options: MaskOptions;
  /** Masks `value` (typed text or a plain decimal such as `1234.5`) as shown: `1 234.5`. */
  format(value: string): string;
  /** The plain decimal behind a displayed value (`€ 1 234.5` gives `1234.5`), for `decimalToMinor`. */
  unmask(display: string): string;
}

// Pattern masks treat 0, a, * and brackets as placeholders; a prefix is fixed text, so escape them.
function escapePattern(text: string): string {
  return text.replace(/[0a*[\]{}`\\]/g, '\\$&');
}

/** Creates a number mask over imask's pure `pipe` (no DOM needed). */
export function createNumberMask(options: NumberMaskOptions = {}): NumberMask {
  const radix = options.radix ?? '.';
  const numberOptions = {
    mask: Number,
    scale: options.scale ?? 2,
    thousandsSeparator: options.thousandsSeparator ?? ' ',
    radix,
    mapToRadix: [',', '.'].filter((mark) => mark !== radix && mark !== options.thousandsSeparator),
    normalizeZeros: true,
    padFractionalZeros: options.padDecimals === true,
    min: options.allowNegative === true ? Number.MIN_SAFE_INTEGER : 0,
    max: Number.MAX_SAFE_INTEGER,
  } as const;
  const maskOptions: MaskOptions =
    options.prefix === undefined || options.prefix === ''
      ? numberOptions
      : { mask: `${escapePattern(options.prefix)}num`, lazy: false, blocks: { num: numberOptions } };
  const unmaskNumber = (display: string): string => {
    const withoutPrefix =
      options.prefix !== undefined && display.startsWith(options.prefix)
        ? display.slice(options.prefix.length)
        : display;
    return pipe(withoutPrefix, numberOptions, PIPE_MASKED, PIPE_UNMASKED);
  };
  return {
    options: maskOptions,
    format: (value) => pipe(value.replace('.', radix), maskOptions),
    unmask: unmaskNumber,
  };
}

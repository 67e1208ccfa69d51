import { MaskedRange, PIPE_MASKED, PIPE_UNMASKED, pipe, type MaskOptions } from './imask.ts';

/** The date and time formats the cashier's fields use. */
export const DATE_MASK_FORMATS = ['DD.MM.YYYY', 'YYYY-MM-DD', 'MM/YY', 'HH:mm'] as const;
export type DateMaskFormat = (typeof DATE_MASK_FORMATS)[number];

/** A date or time mask: `format` digits as typed, `unmask` back to the digits. */
export interface DateMask {
  /** imask options, to attach the same mask to an input element in the UI. */
  readonly options: MaskOptions;
  /** Masks typed digits: `'31122030'` in `DD.MM.YYYY` gives `31.12.2030`; out-of-range parts are corrected. */
  format(value: string): string;
  /** The digits behind a displayed value (`12/28` gives `1228`). */
  unmask(display: string): string;
}

const range = (from: number, to: number, maxLength: number) =>
  ({ mask: MaskedRange, from, to, maxLength, autofix: 'pad' }) as const;

const BLOCKS = {
  DD: range(1, 31, 2),
  MM: range(1, 12, 2),
  YYYY: range(1900, 2099, 4),
  YY: range(0, 99, 2),
  HH: range(0, 23, 2),
  mm: range(0, 59, 2),
} as const;

/** Creates the mask of `format` (pattern blocks with ranges, so `13` is never a month). */
export function createDateMask(format: DateMaskFormat): DateMask {
  const options: MaskOptions = { mask: format, blocks: BLOCKS, lazy: true, overwrite: true };
  return {
    options,
    format: (value) => pipe(value, options),
    unmask: (display) => pipe(display, options, PIPE_MASKED, PIPE_UNMASKED),
  };
}

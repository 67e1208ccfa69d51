import { pipe, type MaskOptions } from './imask.ts';

/** E-mail input: no spaces, at most one `@` (the mask guides typing; `rules/email.ts` judges the result). */
export const EMAIL_MASK_OPTIONS: MaskOptions = { mask: /^[^\s@]*@?[^\s@]*$/ };

/** Masks typed text as an e-mail address: characters that cannot belong to one are dropped. */
export function formatEmail(value: string): string {
  return pipe(value.trim(), EMAIL_MASK_OPTIONS);
}

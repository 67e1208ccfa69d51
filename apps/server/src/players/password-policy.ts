import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score a password needs (0–4): 3 means at least 10^8 guesses, out of reach of an
 * online attack and costly offline against scrypt. Common passwords, keyboard walks, repeats,
 * sequences, dates and the player's own e-mail or name score below it.
 */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a moment and some memory. */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, useLevenshteinDistance: true });
  return estimator;
}

/** What the player typed elsewhere on the form; a password built from it is easy to guess. */
export interface PersonalInputs {
  readonly email: string;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
}

/**
 * Whether a password (already 10–128 characters by its schema) is too easy to guess. The one
 * rule for registration and password changes; the server applies it, the site shows its answer.
 */
export function isPasswordTooWeak(password: string, personal: PersonalInputs): boolean {
  const local = personal.email.split('@', 1)[0] ?? '';
  const { firstName, lastName } = personal;
  const fullName = `${firstName ?? ''}${lastName ?? ''}`;
  const inputs = [personal.email, local, firstName, lastName, fullName].filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return zxcvbn().check(password, inputs).score < MIN_PASSWORD_SCORE;
}

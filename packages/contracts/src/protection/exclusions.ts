/**
 * Cool-off and self-exclusion (issue 14, decisions 055 and 060): a break the player takes from
 * play, with its bounds, the path of `/api/v1/player/exclusion` and the codes of its refusals.
 */

/** `GET` reads the exclusion in force; `POST` starts one (the password confirms it). */
export const EXCLUSION_PATH = '/api/v1/player/exclusion';

/** A cool-off is a short break (days); a self-exclusion a long one (months) that cannot be lifted. */
export const EXCLUSION_KINDS = ['cool_off', 'self_exclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** A cool-off lasts 24 hours to 6 weeks, in whole days. */
export const COOL_OFF_DAYS = { min: 1, max: 42 } as const;
/** A self-exclusion lasts 6 months to 5 years, in whole calendar months. */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;

/** The durations the site offers (the API takes any whole number within the bounds). */
export const COOL_OFF_DAY_CHOICES = [1, 3, 7, 14, 30, 42] as const;
export const SELF_EXCLUSION_MONTH_CHOICES = [6, 12, 24, 60] as const;

/**
 * While an exclusion is in force: a deposit is refused with this code (a payments service
 * code), and a log-in answers 403 with it, saying until when.
 */
export const PLAYER_EXCLUDED = 'PLAYER_EXCLUDED';

/** 409: the new exclusion would end before the one in force (an exclusion is never shortened). */
export const EXCLUSION_NOT_LONGER = 'EXCLUSION_NOT_LONGER';

export function isExclusionKind(value: string): value is ExclusionKind {
  return (EXCLUSION_KINDS as readonly string[]).includes(value);
}

/**
 * Crypto on-ramp mode (SPEC 3): `production` loads the provider's live widget and moves real
 * money; `development` loads its sandbox widget with test cards and test-net coins.
 */
export const ON_RAMP_MODES = ['production', 'development'] as const;
export type OnRampMode = (typeof ON_RAMP_MODES)[number];

/**
 * The two complementary on-ramp methods (SPEC 3): the `fiat` one takes the player's fiat
 * money and buys crypto, the `crypto` one deposits that crypto to the player's account.
 */
export const CONVERSION_SIDES = ['crypto', 'fiat'] as const;
export type ConversionSide = (typeof CONVERSION_SIDES)[number];

import Type from 'typebox';

/**
 * Crypto on-ramp mode (SPEC 3): `production` loads the provider's live widget and moves real
 * money; `development` loads its sandbox widget with test cards and test-net coins.
 */
export const ON_RAMP_MODES = ['production', 'development'] as const;
export type OnRampMode = (typeof ON_RAMP_MODES)[number];
export const OnRampModeSchema = /* @__PURE__ */ Type.Enum(ON_RAMP_MODES);

/**
 * The two complementary on-ramp methods (SPEC 3): the `fiat` one takes the player's fiat
 * money and buys crypto, the `crypto` one deposits that crypto to the player's account.
 */
export const CONVERSION_SIDES = ['crypto', 'fiat'] as const;
export type ConversionSide = (typeof CONVERSION_SIDES)[number];
export const ConversionSideSchema = /* @__PURE__ */ Type.Enum(CONVERSION_SIDES);

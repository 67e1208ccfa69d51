/** Gender values a player profile field may hold (SPEC 3): `m` and `f`. */
export const GENDERS = ['m', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

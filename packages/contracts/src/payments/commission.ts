/** How a method's fee is charged (SPEC 3). */
export const COMMISSION_TYPES = ['percent', 'range-percent', 'fixed', 'float', 'mixed', 'none'] as const;
export type CommissionType = (typeof COMMISSION_TYPES)[number];

/** Who sets a `float` commission at payment time. */
export const FLOAT_COMMISSION_SOURCES = ['network_fee', 'exchange_rate', 'provider'] as const;
export type FloatCommissionSource = (typeof FLOAT_COMMISSION_SOURCES)[number];

export type { CurrencyAmount, Commission } from './commission.schema.ts';

import type { ErrorCode } from '@playfront/contracts';
import type { Random } from './seeded-random.ts';

/**
 * How the demo's players pay: a mix of cards, wallets and bank payments, each through its own
 * provider with its own decline rate and codes, so the console's per-provider rates and the
 * transaction search show what a live site's would, not one card brand.
 */
export interface DemoMethod {
  /** A catalogue method; its provider is the catalogue's. */
  readonly methodId: string;
  /** The share of players who deposit with it. */
  readonly weight: number;
  readonly declineRate: number;
  /** Why a deposit is declined, the first the most common. */
  readonly declineCodes: readonly [ErrorCode, ...ErrorCode[]];
  /** Where a cashout goes when the method takes none (vouchers, wallets of a phone). */
  readonly cashoutMethodId: string;
}

export const DEMO_METHODS: readonly DemoMethod[] = [
  {
    methodId: 'visa',
    weight: 0.32,
    declineRate: 0.09,
    declineCodes: ['CARD_DECLINED', 'INSUFFICIENT_FUNDS'],
    cashoutMethodId: 'visa',
  },
  {
    methodId: 'mastercard',
    weight: 0.2,
    declineRate: 0.11,
    declineCodes: ['CARD_DECLINED', 'INSUFFICIENT_FUNDS', 'PAYMENT_PROCESSING_ERROR'],
    cashoutMethodId: 'mastercard',
  },
  {
    methodId: 'skrill',
    weight: 0.12,
    declineRate: 0.03,
    declineCodes: ['INSUFFICIENT_FUNDS'],
    cashoutMethodId: 'skrill',
  },
  {
    methodId: 'neteller',
    weight: 0.07,
    declineRate: 0.03,
    declineCodes: ['INSUFFICIENT_FUNDS'],
    cashoutMethodId: 'neteller',
  },
  {
    methodId: 'trustly',
    weight: 0.13,
    declineRate: 0.02,
    declineCodes: ['PAYMENT_PROCESSING_ERROR'],
    cashoutMethodId: 'trustly',
  },
  {
    methodId: 'paysafecard',
    weight: 0.09,
    declineRate: 0.05,
    declineCodes: ['INSUFFICIENT_FUNDS'],
    cashoutMethodId: 'visa',
  },
  {
    methodId: 'apple-pay',
    weight: 0.07,
    declineRate: 0.04,
    declineCodes: ['CARD_DECLINED'],
    cashoutMethodId: 'visa',
  },
];

/** A decline's code: the method's first seven times in ten, else any of its codes. */
export function declineCode(method: DemoMethod, next: Random): ErrorCode {
  const [first] = method.declineCodes;
  return next() < 0.7
    ? first
    : (method.declineCodes[Math.floor(next() * method.declineCodes.length)] ?? first);
}

import type {
  CurrencyLimit,
  KycStatus,
  PaymentAction,
  PaymentMethod,
  UnavailableReason,
} from '@playfront/contracts';

/**
 * What decides whether a player may use a method now. getMethods answers are cached by what of
 * the player this reads (`standingKey` in list-methods.ts): a new field here must join that key.
 */
export interface AvailabilityContext {
  readonly action: PaymentAction;
  readonly currency: string;
  readonly country: string;
  readonly kycStatus: KycStatus;
  /** The player's balance in `currency`, minor units; cashouts cannot start below the minimum. */
  readonly balance: number;
}

export type Availability =
  | { readonly available: true; readonly limits: CurrencyLimit }
  | { readonly available: false; readonly reason: UnavailableReason; readonly limits?: CurrencyLimit };

/**
 * Whether the player can use `method` for the action and currency, and with which limits.
 * Reasons are checked from the most fundamental (the method cannot do it at all) to the
 * most personal (the player's balance), so the first that applies is the one shown.
 */
export function methodAvailability(method: PaymentMethod, context: AvailabilityContext): Availability {
  const terms = method.terms[context.action];
  if (terms === undefined) return { available: false, reason: 'action_not_supported' };
  const limits = terms.limits.find((limit) => limit.currency === context.currency);
  if (limits === undefined) return { available: false, reason: 'currency_not_supported' };
  if (!method.countries.includes(context.country)) {
    return { available: false, reason: 'country_not_supported', limits };
  }
  if (context.action === 'cashout') {
    if (context.kycStatus === 'rejected') return { available: false, reason: 'kyc_rejected', limits };
    // Crypto cashouts leave no chargeback path: anti-money-laundering rules want a verified player.
    if (method.type === 'crypto' && context.kycStatus !== 'verified') {
      return { available: false, reason: 'kyc_required', limits };
    }
    if (context.balance < limits.min) return { available: false, reason: 'balance_below_minimum', limits };
  }
  return { available: true, limits };
}

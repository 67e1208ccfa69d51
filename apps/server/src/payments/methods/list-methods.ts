import {
  PAYMENT_ACTIONS,
  type ConversionMethodView,
  type CurrencyCode,
  type KycStatus,
  type MethodView,
  type PaymentAction,
  type PaymentMethod,
} from '@playfront/contracts';
import type { Catalogue } from '../catalogue/index.ts';
import { CONVERSION_COMMISSION, isFiatConversion } from '../conversion/conversion-terms.ts';
import { methodAvailability } from './availability.ts';
import { methodViewBase, toConversionMethodView, toMethodView, type MethodViewBase } from './method-view.ts';
import { popularRanks } from './popular-methods.ts';

/** What about the player decides which methods they can use. */
export interface PlayerStanding {
  readonly country: string;
  readonly kycStatus: KycStatus;
  /** Balances per currency, minor units; a currency missing is a zero balance. */
  readonly balances: Readonly<Record<string, number>>;
}

/**
 * Methods listed for one action and currency: available ones first (the country's popular ones
 * leading, most popular first), then the others.
 */
export interface MethodList {
  readonly methods: MethodView[];
  /** Ids of the available methods, to pick the saved profiles worth offering. */
  readonly availableIds: ReadonlySet<string>;
}

export interface MethodLister {
  /** Every catalogue method with the action, judged for the player (getMethods). */
  list(action: PaymentAction, currency: CurrencyCode, player: PlayerStanding): MethodList;
  /** The on-ramp methods, judged for a deposit in `currency` (getConversionMethods). */
  conversionMethods(currency: CurrencyCode, player: PlayerStanding): ConversionMethodView[];
  /**
   * What of the player `list(action, currency, player)` depends on, as text: two standings with
   * the same key get the same list, so a list can be built once per key (the getMethods answer
   * cache). Country, KYC status, and where the balance falls among the methods' minimums in
   * that currency, since `methodAvailability` compares it with each `limits.min`; a rule there
   * that reads something else of the player must add it here.
   */
  standingKey(action: PaymentAction, currency: CurrencyCode, player: PlayerStanding): string;
}

interface Prepared {
  readonly method: PaymentMethod;
  readonly base: MethodViewBase;
}

/**
 * Lists a catalogue's methods for players. What does not depend on the player (which methods
 * have the action, their terms, the view's static fields) is prepared once here; a request only
 * judges availability and assembles the views.
 */
export function createMethodLister(catalogue: Catalogue): MethodLister {
  const byAction = new Map<PaymentAction, readonly Prepared[]>(
    PAYMENT_ACTIONS.map((action) => [
      action,
      catalogue.listMethods({ action }).map((method) => ({ method, base: methodViewBase(method, action) })),
    ]),
  );
  // Per action and currency, the distinct minimums a balance is compared with, ascending.
  const minimums = new Map<string, readonly number[]>();
  for (const [action, prepared] of byAction) {
    for (const { method } of prepared) {
      for (const limit of method.terms[action]?.limits ?? []) {
        const key = `${action} ${limit.currency}`;
        minimums.set(
          key,
          [...new Set([...(minimums.get(key) ?? []), limit.min])].sort((a, b) => a - b),
        );
      }
    }
  }
  const conversions = catalogue.conversionMethods
    .filter((method) => method.terms.deposit !== undefined)
    .map((method) => ({ method, base: methodViewBase(method, 'deposit') }));

  const context = (action: PaymentAction, currency: CurrencyCode, player: PlayerStanding) => ({
    action,
    currency,
    country: player.country,
    kycStatus: player.kycStatus,
    balance: player.balances[currency] ?? 0,
  });

  return {
    list(action, currency, player) {
      const ctx = context(action, currency, player);
      const ranks = popularRanks(player.country);
      const popular: { view: MethodView; rank: number }[] = [];
      const available: MethodView[] = [];
      const unavailable: MethodView[] = [];
      const availableIds = new Set<string>();
      for (const { method, base } of byAction.get(action) ?? []) {
        const view = toMethodView(base, methodAvailability(method, ctx));
        // Paid from a fiat account, a crypto method costs the conversion's fee (decision 040).
        if (isFiatConversion(method, action, currency)) view.commission = CONVERSION_COMMISSION;
        const rank = ranks.get(method.id);
        if (!view.available) {
          unavailable.push(view);
          continue;
        }
        availableIds.add(method.id);
        if (rank === undefined) {
          available.push(view);
        } else {
          view.popular = true;
          popular.push({ view, rank });
        }
      }
      popular.sort((a, b) => a.rank - b.rank);
      return { methods: [...popular.map(({ view }) => view), ...available, ...unavailable], availableIds };
    },

    standingKey(action, currency, player) {
      const balance = player.balances[currency] ?? 0;
      // How many of the minimums the balance reaches: the same count, the same methods open.
      const reached = (minimums.get(`${action} ${currency}`) ?? []).filter((min) => balance >= min).length;
      return `${player.country} ${player.kycStatus} ${reached}`;
    },

    conversionMethods(currency, player) {
      const ctx = context('deposit', currency, player);
      return conversions.map(({ method, base }) =>
        toConversionMethodView(method, base, methodAvailability(method, ctx)),
      );
    },
  };
}

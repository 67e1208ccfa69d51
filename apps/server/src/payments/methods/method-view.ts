import type {
  ConversionMethod,
  ConversionMethodView,
  MethodView,
  PaymentAction,
  PaymentMethod,
} from '@playfront/contracts';
import type { Availability } from './availability.ts';

/** The part of a method's view that depends only on the method and the action. */
export type MethodViewBase = Omit<MethodView, 'available' | 'reason' | 'limits'>;

/**
 * The player-independent part of a method's view for an action it has. Built once per method
 * and action (see `list-methods.ts`), not per request.
 */
export function methodViewBase(method: PaymentMethod, action: PaymentAction): MethodViewBase {
  const terms = method.terms[action];
  if (terms === undefined) throw new Error(`Method ${method.id} has no ${action} terms`);
  return {
    id: method.id,
    brand: method.brand,
    type: method.type,
    providerId: method.providerId,
    logoKey: method.logoKey,
    fieldsVersion: method.fieldsVersion,
    processingTime: terms.processingTime,
    commission: terms.commission,
  };
}

/** A method's view: its base plus whether the player can use it, why not, and its limits. */
export function toMethodView(base: MethodViewBase, availability: Availability): MethodView {
  const view: MethodView = { ...base, available: availability.available };
  if (!availability.available) view.reason = availability.reason;
  if (availability.limits !== undefined) view.limits = availability.limits;
  return view;
}

/** An on-ramp method's view: a method view plus its side of the conversion. */
export function toConversionMethodView(
  method: ConversionMethod,
  base: MethodViewBase,
  availability: Availability,
): ConversionMethodView {
  return {
    ...toMethodView(base, availability),
    side: method.side,
    complementaryMethodId: method.complementaryMethodId,
    counterCurrencies: method.counterCurrencies,
  };
}

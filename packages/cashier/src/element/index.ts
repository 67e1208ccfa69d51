// `<playfront-cashier>`: the cashier for hosts without React (docs/decisions/058-cashier-custom-element.md).
import type { PlayfrontCashierElement } from './playfront-cashier-element.ts';

export {
  createCashierElementClass,
  definePlayfrontCashier,
  elementProps,
  PLAYFRONT_CASHIER_TAG,
} from './playfront-cashier-element.ts';
export type { CashierElementProperties, PlayfrontCashierElement } from './playfront-cashier-element.ts';
export { ELEMENT_ATTRIBUTES, OBSERVED_ATTRIBUTES, readAttributes } from './element-attributes.ts';
export type { AttributeProps, ElementAttribute } from './element-attributes.ts';
export { CASHIER_DOM_EVENT_PREFIX, CASHIER_DOM_EVENTS, cashierDomEventName } from './element-events.ts';
export type { CashierElementCallbackDetails, CashierElementEventMap } from './element-events.ts';
export { mountCashier } from './mount-cashier.ts';
export type { MountedCashier, MountOptions } from './mount-cashier.ts';

declare global {
  interface HTMLElementTagNameMap {
    'playfront-cashier': PlayfrontCashierElement;
  }
}

/**
 * The script-tag build's entry (dist/browser/playfront-cashier.js, React inside): registers
 * `<playfront-cashier>` when loaded and offers `mountCashier(node, props)` for hosts that mount
 * by code. The stylesheet's text is put in by the build (scripts/bundle-element.ts).
 */
import type { CashierProps } from '../react/cashier/cashier-props.ts';
import { definePlayfrontCashier } from './playfront-cashier-element.ts';
import { mountCashier as mountWithStyles, type MountedCashier } from './mount-cashier.ts';

declare const PLAYFRONT_CASHIER_CSS: string;

definePlayfrontCashier({ styles: PLAYFRONT_CASHIER_CSS });

/** Mounts `<Cashier>` with `props` on `node` (in its shadow root, styled). */
export function mountCashier(node: HTMLElement, props: CashierProps): MountedCashier {
  return mountWithStyles(node, props, { styles: PLAYFRONT_CASHIER_CSS });
}

export {
  CASHIER_DOM_EVENT_PREFIX,
  CASHIER_DOM_EVENTS,
  cashierDomEventName,
  PLAYFRONT_CASHIER_TAG,
  ELEMENT_ATTRIBUTES,
} from './index.ts';
export type {
  CashierElementEventMap,
  CashierElementProperties,
  MountedCashier,
  PlayfrontCashierElement,
} from './index.ts';
export type { CashierProps } from '../react/cashier/cashier-props.ts';

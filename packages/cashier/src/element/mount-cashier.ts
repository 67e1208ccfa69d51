import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Cashier } from '../react/cashier/cashier.tsx';
import type { CashierProps } from '../react/cashier/cashier-props.ts';

/** What `mountCashier` hands back: the widget on its node, for new props and for leaving. */
export interface MountedCashier {
  /** Renders the widget again with `props` (all of them: props left out go back to their defaults). */
  update(props: CashierProps): void;
  /** Unmounts the widget: its session stops (live updates closed), its listeners go. */
  unmount(): void;
}

export interface MountOptions {
  /**
   * The cashier's stylesheet as CSS text, its `@import`s inlined (the script-tag build carries
   * it; a bundler host passes `@playfront/cashier/styles.css` read as text).
   */
  styles: string;
}

// One parsed sheet per stylesheet text, shared by every cashier on the page.
const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(styles: string): CSSStyleSheet {
  let sheet = sheets.get(styles);
  if (sheet === undefined) {
    sheet = new CSSStyleSheet();
    // The element is a block, like the React widget's root <div>, so hosts size it as one.
    sheet.replaceSync(`:host{display:block}\n${styles}`);
    sheets.set(styles, sheet);
  }
  return sheet;
}

/**
 * Mounts `<Cashier>` on any DOM node of a page without React (Adyen's `checkout.mount(node)`):
 * inside the node's own shadow root, so the host page's CSS and the cashier's never meet; the
 * host themes it through `appearance` (docs/decisions/058-cashier-custom-element.md).
 */
export function mountCashier(node: HTMLElement, props: CashierProps, options: MountOptions): MountedCashier {
  const shadow = node.shadowRoot ?? node.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheetFor(options.styles)];
  const container = document.createElement('div');
  shadow.replaceChildren(container);
  const root = createRoot(container);
  const render = (next: CashierProps) => {
    root.render(createElement(Cashier, next));
  };
  render(props);
  return {
    update: render,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

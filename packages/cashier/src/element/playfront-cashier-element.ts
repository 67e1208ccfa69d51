import type { CashierClient } from '../core/api/cashier-client.ts';
import type { CashierAppearance, CashierTheme } from '../react/cashier/appearance.ts';
import type { CashierProps } from '../react/cashier/cashier-props.ts';
import { OBSERVED_ATTRIBUTES, readAttributes, type AttributeProps } from './element-attributes.ts';
import { callbackDomEvent, widgetDomEvent, type CashierElementEventMap } from './element-events.ts';
import { mountCashier, type MountedCashier, type MountOptions } from './mount-cashier.ts';

/** The tag name, letter for letter (issue 15). */
export const PLAYFRONT_CASHIER_TAG = 'playfront-cashier';

/** The JS properties of `<playfront-cashier>`: the `<Cashier>` props that are not text. */
export interface CashierElementProperties {
  /** `variables` over the preset (and `theme`, unless the `theme` attribute names one). */
  appearance: CashierAppearance | undefined;
  /** Text by i18n key over the English defaults (`<Cashier messages>`). */
  messages: Readonly<Record<string, string>> | undefined;
  /** A ready client (`<Cashier client>`); made from `api-base-url` when left out. */
  client: CashierClient | undefined;
}

/** `<playfront-cashier>`: its properties and its typed events. */
export interface PlayfrontCashierElement extends HTMLElement, CashierElementProperties {
  addEventListener<K extends keyof CashierElementEventMap>(
    type: K,
    listener: (this: PlayfrontCashierElement, event: CashierElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof CashierElementEventMap>(
    type: K,
    listener: (this: PlayfrontCashierElement, event: CashierElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

const PROPERTY_NAMES = ['appearance', 'messages', 'client'] as const;

/**
 * The `<Cashier>` props for the attributes and properties set now, or null while `currency` is
 * missing (the one prop with no sensible default). Pure, so it is tested without a DOM.
 */
export function elementProps(
  attributes: AttributeProps,
  properties: CashierElementProperties,
  callbacks: Pick<CashierProps, 'onEvent' | 'onNavigate' | 'onClose' | 'onOpenSupportChat'>,
  appearance: CashierAppearance | undefined,
  fallbackLanguage: string,
): CashierProps | null {
  const { theme: _theme, closable, supportChat, action, currency, language, ...rest } = attributes;
  if (currency === undefined) return null;
  return {
    ...rest,
    action: action ?? 'deposit',
    currency,
    language: language ?? fallbackLanguage,
    ...(properties.messages === undefined ? {} : { messages: properties.messages }),
    ...(properties.client === undefined ? {} : { client: properties.client }),
    ...(appearance === undefined ? {} : { appearance }),
    ...(callbacks.onEvent === undefined ? {} : { onEvent: callbacks.onEvent }),
    ...(callbacks.onNavigate === undefined ? {} : { onNavigate: callbacks.onNavigate }),
    ...(closable === true && callbacks.onClose !== undefined ? { onClose: callbacks.onClose } : {}),
    ...(supportChat === true && callbacks.onOpenSupportChat !== undefined
      ? { onOpenSupportChat: callbacks.onOpenSupportChat }
      : {}),
  };
}

/**
 * Registers `<playfront-cashier>` (once; a second call is a no-op) with the cashier's stylesheet.
 * The script-tag build calls it itself; a bundler host calls it with the stylesheet as text.
 */
export function definePlayfrontCashier(options: MountOptions, registry = customElements): void {
  if (registry.get(PLAYFRONT_CASHIER_TAG) !== undefined) return;
  registry.define(PLAYFRONT_CASHIER_TAG, createCashierElementClass(options));
}

/** The element class, made inside a function so importing this module needs no DOM (SSR, Node). */
export function createCashierElementClass(options: MountOptions): CustomElementConstructor {
  return class PlayfrontCashier extends HTMLElement implements CashierElementProperties {
    static readonly observedAttributes = OBSERVED_ATTRIBUTES;

    #properties: CashierElementProperties = { appearance: undefined, messages: undefined, client: undefined };
    #mounted: MountedCashier | null = null;
    #renderQueued = false;
    // The appearance object handed to the widget, kept while its inputs do not change (the
    // widget asks for a stable object).
    #appearance: {
      theme: CashierTheme | null;
      from: CashierAppearance | undefined;
      value: CashierAppearance | undefined;
    } = { theme: null, from: undefined, value: undefined };

    // Callbacks made once: the widget's session is created with `onEvent` and must not see a new one.
    readonly #callbacks = {
      onEvent: (event: Parameters<NonNullable<CashierProps['onEvent']>>[0]) => {
        this.dispatchEvent(widgetDomEvent(event));
      },
      onNavigate: (route: Parameters<NonNullable<CashierProps['onNavigate']>>[0]) => {
        this.dispatchEvent(callbackDomEvent('navigate', { route }));
      },
      onClose: (status: Parameters<NonNullable<CashierProps['onClose']>>[0]) => {
        this.dispatchEvent(callbackDomEvent('close', { status }));
      },
      onOpenSupportChat: () => {
        this.dispatchEvent(callbackDomEvent('open_support_chat', {}));
      },
    };

    constructor() {
      super();
      // A property set before the element was defined sits on the instance and would hide the
      // accessor: move it through the setter (the custom elements "lazy properties" pattern).
      for (const name of PROPERTY_NAMES) {
        if (Object.hasOwn(this, name)) {
          const value: unknown = Reflect.get(this, name);
          Reflect.deleteProperty(this, name);
          Reflect.set(this, name, value);
        }
      }
    }

    get appearance(): CashierAppearance | undefined {
      return this.#properties.appearance;
    }
    set appearance(value: CashierAppearance | undefined) {
      this.#properties = { ...this.#properties, appearance: value };
      this.#queueRender();
    }
    get messages(): Readonly<Record<string, string>> | undefined {
      return this.#properties.messages;
    }
    set messages(value: Readonly<Record<string, string>> | undefined) {
      this.#properties = { ...this.#properties, messages: value };
      this.#queueRender();
    }
    get client(): CashierClient | undefined {
      return this.#properties.client;
    }
    set client(value: CashierClient | undefined) {
      this.#properties = { ...this.#properties, client: value };
      this.#queueRender();
    }

    connectedCallback(): void {
      this.#render();
    }

    attributeChangedCallback(): void {
      this.#queueRender();
    }

    disconnectedCallback(): void {
      // A move (removed and inserted in one task) keeps the widget and its state; a removal
      // unmounts it, which stops its session and live updates.
      queueMicrotask(() => {
        if (!this.isConnected) this.#unmount();
      });
    }

    // Several attributes set in a row render once.
    #queueRender(): void {
      if (this.#renderQueued) return;
      this.#renderQueued = true;
      queueMicrotask(() => {
        this.#renderQueued = false;
        this.#render();
      });
    }

    #render(): void {
      if (!this.isConnected) return;
      const attributes = readAttributes((name) => this.getAttribute(name));
      const props = elementProps(
        attributes,
        this.#properties,
        this.#callbacks,
        this.#appearanceFor(attributes.theme ?? null),
        document.documentElement.lang || 'en',
      );
      if (props === null) {
        this.#unmount();
      } else if (this.#mounted === null) {
        this.#mounted = mountCashier(this, props, options);
      } else {
        this.#mounted.update(props);
      }
    }

    #appearanceFor(theme: CashierTheme | null): CashierAppearance | undefined {
      const from = this.#properties.appearance;
      if (this.#appearance.theme !== theme || this.#appearance.from !== from) {
        const value = theme === null ? from : { ...from, theme };
        this.#appearance = { theme, from, value };
      }
      return this.#appearance.value;
    }

    #unmount(): void {
      this.#mounted?.unmount();
      this.#mounted = null;
    }
  };
}

import { createContext, useContext } from 'react';

/** How the host wants provider pages opened; the widget's screens read it, nothing changes it. */
export interface WidgetOptions {
  /** Provider pages in the same tab instead of a popup (in-app browsers). */
  sameTabPayments: boolean;
  /** Same-origin path providers send the player back to. */
  returnUrl?: string;
  /** The host's identity-verification page (`kycUrl`). */
  kycUrl?: string;
  // account recovery (decision 053)
  /** The host's page where the player gets a new e-mail verification link (`emailVerificationUrl`). */
  emailVerificationUrl?: string;
}

export const WidgetOptionsContext = createContext<WidgetOptions>({ sameTabPayments: false });

/** The host's options (defaults outside `<Cashier>`, e.g. in unit tests). */
export function useWidgetOptions(): WidgetOptions {
  return useContext(WidgetOptionsContext);
}

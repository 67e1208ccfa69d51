import type { CashierAppearance } from '@playfront/cashier/react';

/**
 * The cashier in the site's colours: the widget's dark preset with the site's palette over it
 * (app.css `:root`). Each pair keeps WCAG AA: muted text 8.9:1 on the panel, the gold accent 10.8:1,
 * its dark text 12:1 on it, field borders 4.1:1. One object, so the widget never sees a new one.
 */
export const CASHIER_APPEARANCE: CashierAppearance = {
  theme: 'dark',
  variables: {
    bg: '#1a1b3a',
    surface: '#25274f',
    border: '#7679b8',
    divider: '#34376b',
    text: '#f3f3fb',
    muted: '#b9bbdb',
    accent: '#ffc940',
    accentText: '#1a1400',
    focus: '#2ee6a6',
    radius: '10px',
  },
};

import type { CashierAppearance } from '@playfront/cashier/react';

/** The looks the workshop's toolbar offers: the two presets and a host's own brand over one. */
export const WORKSHOP_THEMES = ['light', 'dark', 'brand'] as const;
export type WorkshopTheme = (typeof WORKSHOP_THEMES)[number];

/** The languages every story is shown in: English, and Arabic for right to left. */
export const WORKSHOP_LANGUAGES = ['en', 'ar'] as const;
export type WorkshopLanguage = (typeof WORKSHOP_LANGUAGES)[number];

/**
 * A casino's own brand over the dark preset: the variables the cashier README shows with its
 * pictures, each colour readable on its background (4.5:1 for text, as the README asks of hosts).
 */
export const BRAND_APPEARANCE: CashierAppearance = {
  theme: 'dark',
  variables: {
    bg: '#1b1035',
    surface: '#2a1b4d',
    border: '#8a78c2',
    divider: '#3d2c66',
    text: '#f4f0ff',
    muted: '#c9bfe8',
    accent: '#ffc940',
    accentText: '#1a1400',
    focus: '#ffc940',
    radius: '14px',
    fontFamily: '"Trebuchet MS", system-ui, sans-serif',
  },
};

/** The `appearance` prop of each look. */
export function appearanceOf(theme: WorkshopTheme): CashierAppearance {
  return theme === 'brand' ? BRAND_APPEARANCE : { theme };
}

export function isWorkshopTheme(value: unknown): value is WorkshopTheme {
  return (WORKSHOP_THEMES as readonly unknown[]).includes(value);
}

export function isWorkshopLanguage(value: unknown): value is WorkshopLanguage {
  return (WORKSHOP_LANGUAGES as readonly unknown[]).includes(value);
}

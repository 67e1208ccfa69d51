import type { CSSProperties } from 'react';

/** The widget's colour presets: `light` (default) and `dark`, both WCAG AA on their own backgrounds. */
export const CASHIER_THEMES = ['light', 'dark'] as const;
export type CashierTheme = (typeof CASHIER_THEMES)[number];

/**
 * The appearance variables a host may set, each the name of one CSS custom property of the
 * widget's stylesheet (docs/payments/appearance.md has the table with each default). Written
 * here once: the `variables` option is typed from this table and turned into those properties.
 */
export const APPEARANCE_VARIABLES = {
  /** Widget background. */
  bg: '--pf-bg',
  /** Panels on the background: summaries, disabled rows, badges. */
  surface: '--pf-surface',
  /** Borders of fields, rows and cards (3:1 on `bg` for fields). */
  border: '--pf-border',
  /** Lines between rows and around cards, decorative. */
  divider: '--pf-divider',
  /** Body text. */
  text: '--pf-text',
  /** Secondary text: hints, terms, labels of cards (4.5:1 on `bg` and `surface`). */
  muted: '--pf-muted',
  /** Primary buttons, links, the chosen tab. */
  accent: '--pf-accent',
  /** Text on `accent`. */
  accentText: '--pf-accent-text',
  /** Errors and failure outcomes (text on `bg` and `dangerSurface`). */
  danger: '--pf-danger',
  /** Background of error messages and failed statuses. */
  dangerSurface: '--pf-danger-surface',
  /** Success outcomes and completed statuses. */
  success: '--pf-success',
  /** Background of success messages and completed statuses. */
  successSurface: '--pf-success-surface',
  /** Pending outcomes and statuses. */
  warning: '--pf-warning',
  /** Background of pending messages and statuses. */
  warningSurface: '--pf-warning-surface',
  /** Keyboard focus ring. */
  focus: '--pf-focus',
  /** Corner radius of fields, buttons and cards. */
  radius: '--pf-radius',
  /** The usual space between parts. */
  gap: '--pf-gap',
  /** Font of the widget's text. */
  fontFamily: '--pf-font-family',
  /** Font of references and codes. */
  fontMono: '--pf-font-mono',
} as const;
export type AppearanceVariable = keyof typeof APPEARANCE_VARIABLES;

/** How the widget looks: a preset and the variables the host sets over it. */
export interface CashierAppearance {
  /** The preset: `light` (default) or `dark`, for hosts with a dark page. */
  theme?: CashierTheme;
  /**
   * Values over the preset's, as CSS values (`'#ffc940'`, `'12px'`, `'Inter, sans-serif'`). The
   * host keeps them readable: text and accent colours at 4.5:1 on their backgrounds.
   */
  variables?: Partial<Record<AppearanceVariable, string>>;
}

/** The root's attributes for `appearance`: the preset's data attribute and the variables as inline custom properties. */
export function appearanceAttributes(appearance: CashierAppearance | undefined): {
  'data-pf-theme': CashierTheme;
  style?: CSSProperties;
} {
  const theme = appearance?.theme ?? 'light';
  const entries = Object.entries(appearance?.variables ?? {}).flatMap(([name, value]) =>
    isAppearanceVariable(name) ? [[APPEARANCE_VARIABLES[name], value] as const] : [],
  );
  if (entries.length === 0) return { 'data-pf-theme': theme };
  // React sets keys starting with `--` through style.setProperty, as custom properties.
  const style: CSSProperties = Object.fromEntries(entries);
  return { 'data-pf-theme': theme, style };
}

function isAppearanceVariable(name: string): name is AppearanceVariable {
  return Object.hasOwn(APPEARANCE_VARIABLES, name);
}

/** A brand's logo: one SVG path on a 24×24 view box, drawn in the brand's colour. */
export interface BrandIcon {
  readonly path: string;
  /** CSS colour, e.g. `#1A1F71`. */
  readonly color: string;
}

/** Logos by key, once loaded; a key missing has no brand logo. */
export type BrandIcons = Readonly<Record<string, BrandIcon>>;

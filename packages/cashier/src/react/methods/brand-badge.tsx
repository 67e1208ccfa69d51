/** A brand's logo as a text badge: the catalogue names a `logoKey`, not an image the widget ships. */
export function BrandBadge({ brand, logoKey }: { brand: string; logoKey: string }) {
  const letters = brand
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 3)
    .toUpperCase();
  // The visible brand name beside it is the accessible name; the badge is decoration.
  return (
    <span className="pf-cashier-brand" data-logo={logoKey} aria-hidden="true">
      {letters}
    </span>
  );
}

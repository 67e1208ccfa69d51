import type { MethodType } from '@playfront/contracts';
import { TypeMark } from './type-mark.tsx';
import { useBrandIcons } from './use-brand-icons.ts';

export interface MethodLogoProps {
  /** The catalogue's `logoKey` (or a card brand's name). */
  logoKey: string;
  /** Whose neutral mark to show when the brand has no logo. */
  type: MethodType;
}

/**
 * A method's logo: the brand's from Simple Icons when there is one, else the neutral mark of its
 * type; an empty tile of the same size while the logos load, so nothing shifts. Decoration only:
 * the method's name is always written beside it.
 */
export function MethodLogo({ logoKey, type }: MethodLogoProps) {
  const icons = useBrandIcons();
  const icon = icons?.[logoKey];
  const mark = icons === undefined ? 'loading' : icon === undefined ? 'type' : 'brand';
  return (
    <span className="pf-method-logo" data-logo={logoKey} data-mark={mark} aria-hidden="true">
      {icon !== undefined ? (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="pf-method-logo__mark">
          <path d={icon.path} fill={icon.color} />
        </svg>
      ) : mark === 'type' ? (
        <TypeMark type={type} />
      ) : null}
    </span>
  );
}

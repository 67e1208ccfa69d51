import { useTranslate } from '../use-cashier.ts';
import type { FieldComponentProps } from './types.ts';

/** The `banner` field: information text, rendered as text (markup in it is shown, never run). */
export function BannerField({ field }: FieldComponentProps<'banner'>) {
  const t = useTranslate();
  return (
    <div className="pf-banner" data-field-type="banner" data-tone={field.tone} role="note">
      {t(field.labelKey)}
    </div>
  );
}

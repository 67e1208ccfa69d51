import { useTranslate } from '../use-cashier.ts';
import type { FieldComponentProps } from './types.ts';

/** The `button` field: an action beside the submit (log in with a bank, open a page, copy a value). */
export function ButtonField({ field, form }: FieldComponentProps<'button'>) {
  const t = useTranslate();
  return (
    <div className="pf-field" data-field-type="button">
      <button
        type="button"
        name={field.name}
        data-intent={field.intent}
        onClick={() => {
          form.onAction?.(field);
        }}
      >
        {t(field.labelKey)}
      </button>
    </div>
  );
}

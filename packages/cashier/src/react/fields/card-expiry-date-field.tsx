import { IMaskInput } from 'react-imask';
import { createDateMask } from '../../core/masks/date-mask.ts';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

// The core's MM/YY mask (pattern blocks with ranges, so 13 is never a month). Typed by its
// pattern only: imask's own option types do not resolve under NodeNext.
const EXPIRY_MASK = createDateMask('MM/YY').options as unknown as { mask: string };

/** The `card_expiry_date` field: MM/YY. */
export function CardExpiryDateField(props: FieldComponentProps<'card_expiry_date'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <IMaskInput
          {...control}
          {...EXPIRY_MASK}
          name={field.name}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={textOf(value)}
          onAccept={(accepted: string) => {
            onChange(accepted);
          }}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

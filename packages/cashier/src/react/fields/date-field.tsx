import { IMaskInput } from 'react-imask';
import { createDateMask } from '../../core/masks/date-mask.ts';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

// The core's YYYY-MM-DD mask, typed by its pattern only (see card-expiry-date-field.tsx).
const DATE_MASK = createDateMask('YYYY-MM-DD').options as unknown as { mask: string };

/** The `date` field: YYYY-MM-DD; a birth date when the definition asks for a minimum age. */
export function DateField(props: FieldComponentProps<'date'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <IMaskInput
          {...control}
          {...DATE_MASK}
          name={field.name}
          inputMode="numeric"
          autoComplete={field.minAgeYears === undefined ? 'off' : 'bday'}
          placeholder="YYYY-MM-DD"
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

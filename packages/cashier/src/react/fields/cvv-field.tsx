import { cardDigits, detectCard } from '@playfront/contracts/field-rules';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/** The `cvv` field: 3 digits, or 4 when the form's card is American Express; typed hidden. */
export function CvvField(props: FieldComponentProps<'cvv'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur, form } = props;
  // Until the card's brand is known, allow the longest code; the core checks the exact length.
  const card = form.cardNumber === undefined ? null : detectCard(form.cardNumber);
  const length = card === null || card.brand === null ? 4 : card.cvvLength;
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={textOf(value)}
          maxLength={length}
          size={4}
          onChange={(event) => {
            onChange(cardDigits(event.target.value).slice(0, length));
          }}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

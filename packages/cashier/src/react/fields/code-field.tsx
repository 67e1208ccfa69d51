import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

/** The `code` field: a one-time code of fixed length, of digits or letters and digits. */
export function CodeField(props: FieldComponentProps<'code'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  const digits = field.charset === 'digits';
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type="text"
          inputMode={digits ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={field.length}
          value={textOf(value)}
          onChange={(event) => {
            onChange(event.target.value.replace(digits ? /\D/g : /[^A-Za-z0-9]/g, '').slice(0, field.length));
          }}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

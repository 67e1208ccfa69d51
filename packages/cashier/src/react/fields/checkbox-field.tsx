import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import type { FieldComponentProps } from './types.ts';

/** The `checkbox` field (e.g. accepting terms). */
export function CheckboxField(props: FieldComponentProps<'checkbox'>) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  return (
    <Field {...shellProps(props, t)} layout="checkbox">
      {(control) => (
        <input
          {...control}
          name={field.name}
          type="checkbox"
          checked={value === true}
          onChange={(event) => {
            onChange(event.target.checked);
          }}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

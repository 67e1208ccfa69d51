import { validateField } from '../../core/fields/validate-field.ts';
import type { AttachmentInput } from '@playfront/contracts/field-rules';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import type { FieldComponentProps } from './types.ts';

function isAttachment(value: unknown): value is AttachmentInput {
  return typeof value === 'object' && value !== null && 'name' in value && 'size' in value;
}

/** The `attachment` field: a file whose type and size are checked before it is kept. */
export function AttachmentField(props: FieldComponentProps<'attachment'>) {
  const t = useTranslate();
  const { field, value, onChange, form } = props;
  return (
    <Field {...shellProps(props, t)}>
      {(control) => (
        <>
          <input
            {...control}
            name={field.name}
            type="file"
            accept={field.accept.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file === undefined) {
                onChange(null);
                return;
              }
              const problem = validateField(field, file, { mode: 'blur' });
              if (problem === null) {
                onChange(file);
              } else {
                event.target.value = '';
                form.reject(field.name, problem);
              }
            }}
          />
          {isAttachment(value) ? (
            <span className="pf-attachment__chosen">{t('form.attachment.chosen', { name: value.name })}</span>
          ) : null}
        </>
      )}
    </Field>
  );
}

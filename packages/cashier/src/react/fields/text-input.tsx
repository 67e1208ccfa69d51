import type { HTMLAttributes } from 'react';
import { isBankAccountFieldName, type TEXT_LIKE_FIELD_TYPES } from '@playfront/contracts';
import { useTranslate } from '../use-cashier.ts';
import { Field } from './field.tsx';
import { shellProps } from './shell.ts';
import { textOf, type FieldComponentProps } from './types.ts';

export type TextLikeType = (typeof TEXT_LIKE_FIELD_TYPES)[number];

export interface TextInputProps extends FieldComponentProps<TextLikeType> {
  inputType?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Rewrites what is typed (spacing a card number); default as typed. */
  format?: (value: string) => string;
  /** Shown under the control when the definition has no hint. */
  defaultHint?: string;
  multiline?: boolean;
}

/** `display_*` bank fields echo a saved account: all but the last four characters hidden. */
export function maskAccount(value: string): string {
  const compact = value.replace(/\s/g, '');
  if (compact.length <= 4) return compact;
  return `${'•'.repeat(compact.length - 4)}${compact.slice(-4)}`;
}

/** True for the read-only echoes of a saved bank account (`display_iban`, …). */
export function isDisplayBankField(name: string): boolean {
  return isBankAccountFieldName(name) && name.startsWith('display_');
}

/** A one-line or multi-line text control shared by the text-like field types. */
export function TextInput(props: TextInputProps) {
  const t = useTranslate();
  const { field, value, onChange, onBlur } = props;
  const displayOnly = isDisplayBankField(field.name);
  const readOnly = displayOnly || field.readOnly === true;
  const text = displayOnly ? maskAccount(textOf(value)) : textOf(value);
  const shell = shellProps(props, t);
  const hint = shell.hint ?? props.defaultHint;
  const format = props.format ?? ((typed: string) => typed);
  return (
    <Field {...shell} {...(hint === undefined ? {} : { hint })}>
      {(control) =>
        props.multiline === true ? (
          <textarea
            {...control}
            name={field.name}
            value={text}
            readOnly={readOnly}
            maxLength={field.maxLength}
            onChange={(event) => {
              onChange(event.target.value);
            }}
            onBlur={onBlur}
          />
        ) : (
          <input
            {...control}
            name={field.name}
            type={props.inputType ?? 'text'}
            value={text}
            readOnly={readOnly}
            autoComplete={readOnly ? 'off' : props.autoComplete}
            inputMode={props.inputMode}
            maxLength={field.maxLength}
            spellCheck={false}
            onChange={(event) => {
              onChange(format(event.target.value));
            }}
            onBlur={onBlur}
          />
        )
      }
    </Field>
  );
}

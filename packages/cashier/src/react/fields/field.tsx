import { useId, type ReactNode } from 'react';

/** Props a field hands its control so label, hint and message are wired to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** Id of the control the label points at. */
  controlId: string;
  /** The field type, shown as `data-field-type`. */
  type: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The translated problem shown under the control, or null. */
  error: string | null;
  touched: boolean;
  required: boolean;
  /**
   * `control`: one labelled control (default); `checkbox`: the label follows the control;
   * `group`: several controls, labelled together (each still labels itself).
   */
  layout?: 'control' | 'checkbox' | 'group';
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: wires its label (`htmlFor`), hint and message (`aria-describedby`) and state
 * (`aria-invalid`, `aria-required`) to the control, and shows the state as `data-*` attributes.
 */
export function Field({
  controlId,
  type,
  label,
  hint,
  error,
  touched,
  required,
  layout = 'control',
  children,
}: FieldProps) {
  const base = useId();
  const labelId = `${base}-label`;
  const hintId = `${base}-hint`;
  const messageId = `${base}-message`;
  const invalid = error !== null;
  const describedBy = [hint === undefined ? null : hintId, invalid ? messageId : null]
    .filter((id) => id !== null)
    .join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
    ...(invalid ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  const labelElement = (
    <label id={labelId} htmlFor={controlId} className="pf-field__label">
      {label}
    </label>
  );
  return (
    <div
      className="pf-field"
      data-field-type={type}
      data-invalid={invalid ? '' : undefined}
      data-touched={touched ? '' : undefined}
    >
      {layout === 'group' ? (
        <div role="group" aria-labelledby={labelId} className="pf-field__group">
          <span id={labelId} className="pf-field__label">
            {label}
          </span>
          {children(control)}
        </div>
      ) : layout === 'checkbox' ? (
        <>
          {children(control)}
          {labelElement}
        </>
      ) : (
        <>
          {labelElement}
          {children(control)}
        </>
      )}
      {hint === undefined ? null : (
        <div id={hintId} className="pf-field__hint">
          {hint}
        </div>
      )}
      {invalid ? (
        <p id={messageId} className="pf-field__message">
          {error}
        </p>
      ) : null}
    </div>
  );
}

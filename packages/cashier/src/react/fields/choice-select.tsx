import type { SelectHTMLAttributes } from 'react';

/** One option of a ChoiceSelect, its label already translated. */
export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface ChoiceSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  readonly choices: readonly Choice[];
  /** The empty first option's text, e.g. "Choose…". */
  readonly placeholder: string;
}

/** A `<select>` with an empty placeholder option, then the choices; the caller labels it. */
export function ChoiceSelect({ choices, placeholder, ...select }: ChoiceSelectProps) {
  return (
    <select {...select}>
      <option value="">{placeholder}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

import type { FieldDefinition } from '../../payments/field-definition.ts';
import { message, type ValidationMessage } from '../messages.ts';

/** Bounds every text-like field may carry. */
export interface TextBounds {
  minLength?: number | undefined;
  maxLength?: number | undefined;
  pattern?: string | undefined;
}

type CodeField = Extract<FieldDefinition, { type: 'code' }>;

/**
 * The field's own bounds: `validation.text.min_length` / `.max_length` (with the bound) and
 * `.pattern` (the whole value must match). A pattern that does not compile is ignored: the
 * server checks it as well.
 */
const patterns = new Map<string, RegExp>();

/**
 * A catalogue pattern, anchored, compiled once: with the `u` flag where it is valid so, else as
 * written (a pattern that compiles neither way refuses every value rather than none).
 */
function compiled(pattern: string): RegExp {
  let regex = patterns.get(pattern);
  if (regex === undefined) {
    const source = `^(?:${pattern})$`;
    try {
      regex = new RegExp(source, 'u');
    } catch {
      try {
        regex = new RegExp(source);
      } catch {
        regex = /(?!)/;
      }
    }
    patterns.set(pattern, regex);
  }
  return regex;
}

export function validateText(value: string, field: TextBounds): ValidationMessage | null {
  // Lengths count code points, as the server's JSON Schema `minLength` / `maxLength` do.
  const length = Array.from(value).length;
  if (field.minLength !== undefined && length < field.minLength) {
    return message('validation.text.min_length', { count: field.minLength });
  }
  if (field.maxLength !== undefined && length > field.maxLength) {
    return message('validation.text.max_length', { count: field.maxLength });
  }
  if (field.pattern !== undefined) {
    if (!compiled(field.pattern).test(value)) return message('validation.text.pattern');
  }
  return null;
}

/** A fixed-length code: `validation.code.length` (with `length`) or `.charset` (digits or letters and digits). */
export function validateCode(value: string, field: CodeField): ValidationMessage | null {
  const charset = field.charset === 'digits' ? /^\d*$/ : /^[A-Za-z0-9]*$/;
  if (!charset.test(value)) return message('validation.code.charset', { charset: field.charset });
  if (value.length !== field.length) return message('validation.code.length', { count: field.length });
  return null;
}

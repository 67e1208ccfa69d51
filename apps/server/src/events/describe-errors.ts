import type { ErrorObject } from 'ajv';

/** Keywords that say what a value may be; summed up as "must be A, B or C". */
const ALTERNATIVES = new Set(['type', 'const', 'enum', 'anyOf']);

/**
 * Turns Ajv errors into short, readable reasons, one per field where possible:
 * `device must be "mobile", "web" or null`, `hostname must NOT have more than 253 characters`,
 * `must have required properties 'event_id', 'mode'`.
 * Reasons name fields and limits, never the rejected values, so nothing sent is echoed back.
 */
export function describeErrors(errors: readonly ErrorObject[], limit: number): string[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    const list = byPath.get(error.instancePath);
    if (list === undefined) byPath.set(error.instancePath, [error]);
    else list.push(error);
  }

  const reasons: string[] = [];
  for (const [path, list] of byPath) {
    const field = path.replace(/^\//, '').replaceAll('/', '.');
    const prefix = field === '' ? '' : `${field} `;
    const missing = list.flatMap((error) =>
      error.keyword === 'required'
        ? [`'${(error.params as { missingProperty: string }).missingProperty}'`]
        : [],
    );
    if (missing.length === 1) reasons.push(`${prefix}must have required property ${missing.join('')}`);
    if (missing.length > 1) reasons.push(`${prefix}must have required properties ${missing.join(', ')}`);

    const rest = list.filter((error) => error.keyword !== 'required');
    const specific = rest.filter((error) => !ALTERNATIVES.has(error.keyword));
    if (specific.length > 0) {
      // A string that is too long or off-pattern: that says more than "string or null".
      for (const error of specific) reasons.push(`${prefix}${error.message ?? 'is invalid'}`);
    } else if (rest.some((error) => error.keyword === 'anyOf' || error.keyword === 'enum')) {
      reasons.push(`${prefix}must be ${alternatives(rest)}`);
    } else {
      for (const error of rest) reasons.push(`${prefix}${error.message ?? 'is invalid'}`);
    }
  }
  return [...new Set(reasons)].slice(0, limit);
}

/** `"mobile", "web" or null` from the enum, const and type errors of a union's branches. */
function alternatives(errors: readonly ErrorObject[]): string {
  const values: string[] = [];
  const types: string[] = [];
  for (const error of errors) {
    if (error.keyword === 'enum') {
      for (const value of (error.params as { allowedValues: readonly unknown[] }).allowedValues) {
        values.push(JSON.stringify(value));
      }
    } else if (error.keyword === 'const') {
      values.push(JSON.stringify((error.params as { allowedValue: unknown }).allowedValue));
    } else if (error.keyword === 'type') {
      types.push(String((error.params as { type: unknown }).type));
    }
  }
  // With values listed, their own type ("string") says nothing more; null still does.
  const options = [
    ...new Set(values.length > 0 ? [...values, ...types.filter((type) => type === 'null')] : types),
  ];
  if (options.length <= 1) return options[0] ?? 'valid';
  return `${options.slice(0, -1).join(', ')} or ${options.at(-1) ?? ''}`;
}

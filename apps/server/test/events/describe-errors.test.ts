import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { describeErrors } from '../../src/events/describe-errors.ts';

const ajv = new Ajv({ allErrors: true });

function reasons(schema: object, value: unknown): string[] {
  const validate = ajv.compile(schema);
  expect(validate(value)).toBe(false);
  return describeErrors(validate.errors ?? [], 10);
}

describe('given a union of values', () => {
  it.each([
    ['an enum', { enum: ['spa', 'ssr'] }, 'must be "spa" or "ssr"'],
    ['literals', { anyOf: [{ type: 'string', const: 'spa' }, { const: 'ssr' }] }, 'must be "spa" or "ssr"'],
    [
      'a nullable enum',
      { anyOf: [{ enum: ['mobile', 'web'] }, { type: 'null' }] },
      'must be "mobile", "web" or null',
    ],
    ['a nullable string', { anyOf: [{ type: 'string' }, { type: 'null' }] }, 'must be string or null'],
  ])('should list what %s allows', (_name, field, reason) => {
    expect(reasons({ type: 'object', properties: { field } }, { field: 5 })).toEqual([`field ${reason}`]);
  });
});

describe('given a value of the right type that breaks a limit', () => {
  it('should give the limit, not the union', () => {
    const field = { anyOf: [{ type: 'string', maxLength: 3 }, { type: 'null' }] };

    expect(reasons({ type: 'object', properties: { field } }, { field: 'abcd' })).toEqual([
      'field must NOT have more than 3 characters',
    ]);
  });
});

describe('given missing properties', () => {
  it('should name them in one reason, and never quote the values sent', () => {
    const schema = { type: 'object', required: ['a', 'b'], properties: { c: { type: 'integer' } } };

    expect(reasons(schema, { c: 'secret-value' })).toEqual([
      "must have required properties 'a', 'b'",
      'c must be integer',
    ]);
  });
});

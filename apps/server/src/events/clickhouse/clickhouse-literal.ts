/**
 * Values written into ClickHouse SQL text. ClickHouse 18.16 has no query parameters
 * (`{name:Type}` came in 19.x), so every value a query needs is a literal made here, and only here.
 */

/** A string literal: backslash and quote escaped, as ClickHouse's lexer reads them. */
export function stringLiteral(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/** An integer literal; throws on anything else (a number from outside must not become SQL). */
export function integerLiteral(value: number): string {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not a safe integer for ClickHouse SQL: ${value}`);
  return String(value);
}

/** `(a, b, c)` of string literals, for `IN`. */
export const stringList = (values: readonly string[]): string => `(${values.map(stringLiteral).join(', ')})`;

/** `[a, b, c]` of string literals, an Array(String) (for `has`). */
export const stringArray = (values: readonly string[]): string => `[${values.map(stringLiteral).join(', ')}]`;

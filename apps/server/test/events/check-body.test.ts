import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import secureJsonParse from 'secure-json-parse';
import { bodyItems, explainJsonError } from '../../src/events/body-error.ts';
import { checkBody, type BodyRefusal, type CheckedBody } from '../../src/events/check-body.ts';
import { checkEvents } from '../../src/events/check-events.ts';
import { makeEvent } from '../helpers/analytics-events.ts';

const PAGE = { browser: 'Chrome', bot: false } as const;

/**
 * The reading `checkBody` must agree with: every text through secure-json-parse refusing both
 * poisonings in any spelling, every string of every event tested for FORBIDDEN_TEXT.
 */
function fullReading(text: string, receivedAt: number): CheckedBody | BodyRefusal {
  let body: unknown;
  try {
    body = secureJsonParse.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    const { code, message } = explainJsonError(text);
    return { refused: { code, message } };
  }
  const items = bodyItems(body);
  if (!Array.isArray(items)) {
    const { code, message } = items as Error & { code: string };
    return { refused: { code, message } };
  }
  return { items: items.length, ...checkEvents(items, receivedAt, PAGE, true) };
}

/** Any UTF-16 text: lone surrogates, NUL and escapes' look-alikes included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

/** Keys a body may smuggle in, literally or through escapes JSON allows. */
const extraKey = fc.constantFrom(
  null,
  '__proto__',
  '\\u005f_proto__',
  '_\\u005Fproto__',
  'constructor',
  'c\\u006fnstructor',
  '__proto',
  'proto',
  'x',
);

/** JSON.stringify escapes lone surrogates; a body may also carry them unescaped. */
const unescapeSurrogates = (json: string): string =>
  json.replace(/\\u(d[89a-f][0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const body = fc
  .record({
    texts: fc.array(fc.record({ pathname: anyText, browser: anyText, stag: anyText }), {
      minLength: 1,
      maxLength: 4,
    }),
    key: extraKey,
    nested: fc.boolean(),
    literalSurrogates: fc.boolean(),
    valueConstructor: fc.boolean(),
  })
  .map(({ texts, key, nested, literalSurrogates, valueConstructor }) => {
    const events = texts.map((fields) =>
      makeEvent({ ...fields, ...(valueConstructor ? { event: 'constructor' } : {}) }),
    );
    let json = JSON.stringify(events);
    if (literalSurrogates) json = unescapeSurrogates(json);
    if (key !== null) {
      const entry = nested ? `"extra": {"${key}": {"polluted": true}},` : `"${key}": {"polluted": true},`;
      json = json.replace(/^\[\{/, `[{${entry}`);
    }
    return json;
  });

describe('checkBody', () => {
  it('reads every body as the full reading does, shortcuts for plain text included', () => {
    const receivedAt = Date.now();
    fc.assert(
      fc.property(body, (text) => {
        expect(checkBody(text, receivedAt, PAGE)).toEqual(fullReading(text, receivedAt));
      }),
      { numRuns: 400 },
    );
  });

  it('refuses a __proto__ key spelled with an escape, and keeps "constructor" as a value', () => {
    const receivedAt = Date.now();
    const named = JSON.stringify([makeEvent({ event: 'constructor' })]);
    expect(checkBody(named, receivedAt, PAGE)).toMatchObject({ items: 1, rejected: [] });
    const escaped = JSON.stringify([makeEvent()]).replace(
      /^\[\{/,
      '[{"\\u005f_proto__": {"polluted": true},',
    );
    expect(checkBody(escaped, receivedAt, PAGE)).toHaveProperty('refused');
  });

  it('rejects a lone surrogate written unescaped in the text', () => {
    const receivedAt = Date.now();
    const text = JSON.stringify([makeEvent({ browser: 'Chrome' })]).replace('Chrome', 'Chrome\ud800');
    const result = checkBody(text, receivedAt, PAGE) as CheckedBody;
    expect(result.events).toEqual([]);
    expect(result.rejected[0]?.errors).toContain('browser must be well-formed Unicode');
  });
});

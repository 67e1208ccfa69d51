import secureJsonParse from 'secure-json-parse';
import { MAX_EVENTS_PER_REQUEST, type RejectedEvent } from '@playfront/contracts';
import { bodyItems, explainJsonError } from './body-error.ts';
import { checkEvents, type PageRequest } from './check-events.ts';
import type { StoredEvent } from './events-sink.ts';

/** Fastify's default for its own JSON parser as the collector sets it: refuse both poisonings. */
const PARSE_OPTIONS = { protoAction: 'error', constructorAction: 'error' } as const;
/** For a text `readText` vouches for: no key in it can spell `__proto__` or `constructor`. */
const PLAIN_PARSE_OPTIONS = { protoAction: 'ignore', constructorAction: 'ignore' } as const;

/** Where JSON can write a `__proto__` or `constructor` key without an escape: literally. */
const LITERAL_POISON_KEY = /"__proto__"|"constructor"/;

/**
 * What a body's text shows before it is parsed. Without a `\\u` escape (nearly every body: the
 * SDK sends UTF-8 as it is) and without a lone surrogate, its strings are its characters as
 * written: none can hold FORBIDDEN_TEXT, whose NUL JSON can only write escaped (a literal one is
 * not JSON, and the parse fails), so the checks need not test every string of every event; and a
 * key can spell `__proto__` or `constructor` only literally, so one plain expression stands for
 * secure-json-parse's two, which allow for escapes. Together 10–20 % of a body's reading (098).
 */
function readText(text: string): { readonly plain: boolean; readonly poisonable: boolean } {
  // isWellFormed is Node 20's (ES2024); the shared compiler settings stop at ES2023.
  const plain = !text.includes('\\u') && (text as string & { isWellFormed(): boolean }).isWellFormed();
  return { plain, poisonable: !plain || LITERAL_POISON_KEY.test(text) };
}

/** A body the collector refuses whole (400): its code and message, as the error handler sends them. */
export interface BodyRefusal {
  readonly refused: { readonly code: string; readonly message: string };
}

/** A body taken apart: how many items it held, the valid ones as rows, the rest with reasons. */
export interface CheckedBody {
  readonly items: number;
  readonly events: StoredEvent[];
  readonly rejected: RejectedEvent[];
}

/**
 * The collector's whole reading of a body's text, in the order the route's parser, its schema
 * and its handler apply it: JSON as Fastify parses it (secure-json-parse), the body's shape (one
 * event object, or an array of at most the limit), then each event (`checkEvents`). The same
 * answers whichever thread runs it; the SQLite writer's worker does, off the event loop.
 */
export function checkBody(text: string, receivedAt: number, page?: PageRequest): CheckedBody | BodyRefusal {
  const { plain, poisonable } = readText(text);
  let body: unknown;
  try {
    body = secureJsonParse.parse(text, null, poisonable ? PARSE_OPTIONS : PLAIN_PARSE_OPTIONS);
  } catch {
    const { code, message } = explainJsonError(text);
    return { refused: { code, message } };
  }
  const items = bodyItems(body);
  if (!Array.isArray(items)) {
    const { code, message } = items as Error & { code: string };
    return { refused: { code, message } };
  }
  return { items: items.length, ...checkEvents(items, receivedAt, page, !plain) };
}

/**
 * The most items a body's text can hold before it is read, for what is reserved ahead of its
 * reading (decision 095): an array of n values takes at least 2n + 1 characters, and a body
 * over the limit is refused whole (no item counts).
 */
export function mostItemsIn(text: string): number {
  return Math.max(1, Math.min(MAX_EVENTS_PER_REQUEST, Math.floor((text.length - 1) / 2)));
}

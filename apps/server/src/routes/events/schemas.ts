import { API_VERSION, MAX_EVENTS_PER_REQUEST, NO_COOKIE_QUERY } from '@playfront/contracts';
import { ApiErrorSchema, CollectorResponseSchema } from '@playfront/contracts/schemas';

/**
 * The shape of the body only: one object, or an array of at most MAX_EVENTS_PER_REQUEST
 * objects. Each event is then checked on its own (`checkEvents`), so one bad event does not
 * sink a batch, and without the coercion Fastify's request validator applies.
 */
export const bodySchema = {
  anyOf: [{ type: 'array', maxItems: MAX_EVENTS_PER_REQUEST, items: { type: 'object' } }, { type: 'object' }],
} as const;

export const querystringSchema = {
  type: 'object',
  properties: {
    [NO_COOKIE_QUERY]: { type: 'boolean' },
  },
} as const;

/** Beacons cannot set headers, so a missing X-Api-Version is fine; a wrong one is not. */
export const headersSchema = {
  type: 'object',
  properties: {
    'x-api-version': { type: 'string', enum: [API_VERSION] },
  },
} as const;

/** 400: the error body, plus the collector's counts when every event was rejected. */
const badRequestSchema = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    ...ApiErrorSchema.properties,
    ...CollectorResponseSchema.properties,
  },
} as const;

export const responseSchemas = {
  200: CollectorResponseSchema,
  400: badRequestSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  429: ApiErrorSchema,
  500: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

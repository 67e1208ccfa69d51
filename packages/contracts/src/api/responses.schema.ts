import { Type } from 'typebox';

/**
 * A 204 answer: the status says it all. Routes declare it so the OpenAPI document lists the
 * answer (a route without a response schema for a status it answers fails the OpenAPI test).
 */
export const NoContentSchema = /* @__PURE__ */ Type.Null({
  description: 'No content: the status is the answer.',
});

/** `GET /healthz` once the database answers. */
export const HealthSchema = /* @__PURE__ */ Type.Object(
  { status: Type.Literal('ok') },
  { additionalProperties: false, description: 'The server is up and its database answers.' },
);

import Type from 'typebox';
import { PaymentActionSchema } from '../actions.schema.ts';
import { FieldDefinitionSchema } from '../field-definition.schema.ts';
import { SlugSchema } from '../method.schema.ts';

/** `GET /api/v1/payments/methods/:methodId/fields?action=` (getMethodFields): path part. */
export const GetMethodFieldsParamsSchema = /* @__PURE__ */ Type.Object(
  { methodId: SlugSchema },
  { additionalProperties: false },
);
export type GetMethodFieldsParams = Type.Static<typeof GetMethodFieldsParamsSchema>;

/** getMethodFields: query part. */
export const GetMethodFieldsQuerySchema = /* @__PURE__ */ Type.Object(
  { action: PaymentActionSchema },
  { additionalProperties: false },
);
export type GetMethodFieldsQuery = Type.Static<typeof GetMethodFieldsQuerySchema>;

/**
 * The form of one method for one action: the fields in order, without those that are limited
 * to the other action. `fieldsVersion` goes back with the submit.
 */
export const GetMethodFieldsResponseSchema = /* @__PURE__ */ Type.Object({
  methodId: SlugSchema,
  action: PaymentActionSchema,
  fieldsVersion: /* @__PURE__ */ Type.String(),
  fields: /* @__PURE__ */ Type.Array(FieldDefinitionSchema),
});
export type GetMethodFieldsResponse = Type.Static<typeof GetMethodFieldsResponseSchema>;

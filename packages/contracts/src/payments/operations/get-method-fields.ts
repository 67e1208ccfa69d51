import Type from 'typebox';
import { PaymentActionSchema } from '../actions.ts';
import { FieldDefinitionSchema } from '../field-definition.ts';
import { SlugSchema } from '../method.ts';

/** `GET /api/v1/payments/methods/:methodId/fields?action=` (getMethodFields): path part. */
export const GetMethodFieldsParamsSchema = Type.Object(
  { methodId: SlugSchema },
  { additionalProperties: false },
);
export type GetMethodFieldsParams = Type.Static<typeof GetMethodFieldsParamsSchema>;

/** getMethodFields: query part. */
export const GetMethodFieldsQuerySchema = Type.Object(
  { action: PaymentActionSchema },
  { additionalProperties: false },
);
export type GetMethodFieldsQuery = Type.Static<typeof GetMethodFieldsQuerySchema>;

/**
 * The form of one method for one action: the fields in order, without those that are limited
 * to the other action. `fieldsVersion` goes back with the submit.
 */
export const GetMethodFieldsResponseSchema = Type.Object({
  methodId: SlugSchema,
  action: PaymentActionSchema,
  fieldsVersion: Type.String(),
  fields: Type.Array(FieldDefinitionSchema),
});
export type GetMethodFieldsResponse = Type.Static<typeof GetMethodFieldsResponseSchema>;

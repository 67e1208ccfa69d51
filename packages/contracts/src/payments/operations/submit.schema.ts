import Type from 'typebox';
import { PaymentActionSchema } from '../actions.schema.ts';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { FieldNameSchema } from '../field-definition.schema.ts';
import { SlugSchema } from '../method.schema.ts';
import { MAX_SAFE_MINOR_UNITS } from '../money.ts';
import { MinorUnitsSchema } from '../money.schema.ts';
import { PaymentErrorSchema, SubmitOutcomeSchema } from '../submit-outcome.schema.ts';

/**
 * A same-origin path the player comes back to after a provider's page (`/cashier/return?x=1`).
 * Never a full URL, never `//host` or `/\host`: the server redirects only within its own site.
 */
export const ReturnPathSchema = /* @__PURE__ */ Type.String({
  pattern: '^/(?![/\\\\])[\\x21-\\x7e]*$',
  maxLength: 512,
});

/** One form value: text as typed, or a checkbox's state. */
export const FieldValueSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.String({ maxLength: 1024 }),
  /* @__PURE__ */ Type.Boolean(),
]);

/**
 * The submit body. `amount` is an integer of the currency's minor units (never a float, never a
 * string); `fieldsVersion` is the version of the fields the form was built from; `fields` holds
 * the form's values by field name. `savedProfileId` pays with a saved instrument instead of typed
 * details. `client` says what the browser can do: `hasWallet` is true when the MetaMask extension
 * is present; `returnUrl` is where a provider's page sends the player back to.
 */
export const SubmitRequestSchema = /* @__PURE__ */ Type.Object(
  {
    methodId: SlugSchema,
    action: PaymentActionSchema,
    currency: CurrencyCodeSchema,
    amount: /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: MAX_SAFE_MINOR_UNITS }),
    fieldsVersion: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
    fields: /* @__PURE__ */ Type.Record(FieldNameSchema, FieldValueSchema, {
      maxProperties: 64,
      additionalProperties: false,
    }),
    savedProfileId: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }),
    ),
    /** A crypto method paid from a fiat account: the signed quote (crypto-quote.schema.ts). */
    quoteToken: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 1024 })),
    client: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.Object(
        {
          hasWallet: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Boolean()),
          returnUrl: /* @__PURE__ */ Type.Optional(ReturnPathSchema),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type SubmitRequest = Type.Static<typeof SubmitRequestSchema>;

/**
 * Where to pay a crypto deposit: send `amount` (minor units of `currency`; `amountDecimal` is the
 * same as a decimal string) to `address` on `network`; it lands after `requiredConfirmations`.
 * `chainId` names the EVM chain for MetaMask. `expiresAt` is unix milliseconds.
 */
export const CryptoInvoiceSchema = /* @__PURE__ */ Type.Object({
  currency: CurrencyCodeSchema,
  network: /* @__PURE__ */ Type.String({ pattern: '^[a-z0-9]+$', maxLength: 32 }),
  address: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 128 }),
  amount: MinorUnitsSchema,
  amountDecimal: /* @__PURE__ */ Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$' }),
  requiredConfirmations: /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: 100 }),
  expiresAt: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
  chainId: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ pattern: '^0x[0-9a-f]+$' })),
});
export type CryptoInvoice = Type.Static<typeof CryptoInvoiceSchema>;

const TransactionIdSchema = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 });

/**
 * The submit answer (HTTP 200): the `SubmitResult` plus the `transactionId` when a transaction
 * was made, and a crypto `invoice` for a deposit paid on chain. Payment errors the player must see
 * (a declined card, identity checks) are answers too: `ok: false` with the error and its
 * `reference`. A replayed Idempotency-Key answers exactly the first answer.
 */
export const SubmitResponseSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({
    ok: /* @__PURE__ */ Type.Literal(true),
    outcome: SubmitOutcomeSchema,
    transactionId: /* @__PURE__ */ Type.Optional(TransactionIdSchema),
    invoice: /* @__PURE__ */ Type.Optional(CryptoInvoiceSchema),
  }),
  /* @__PURE__ */ Type.Object({
    ok: /* @__PURE__ */ Type.Literal(false),
    error: PaymentErrorSchema,
    transactionId: /* @__PURE__ */ Type.Optional(TransactionIdSchema),
  }),
]);
export type SubmitResponse = Type.Static<typeof SubmitResponseSchema>;

/**
 * A request refused as a whole (400 malformed, 401, 404, 409, 413, 422 Idempotency-Key reused):
 * the server's error shape plus the `reference` the player can quote.
 */
export const PaymentsApiErrorSchema = /* @__PURE__ */ Type.Object({
  statusCode: /* @__PURE__ */ Type.Integer(),
  error: /* @__PURE__ */ Type.String(),
  message: /* @__PURE__ */ Type.String(),
  code: /* @__PURE__ */ Type.String(),
  /** Present on every answer of these routes; optional so a refusal made elsewhere still serializes. */
  reference: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String()),
});
export type PaymentsApiError = Type.Static<typeof PaymentsApiErrorSchema>;

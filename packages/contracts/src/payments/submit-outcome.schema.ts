import Type from 'typebox';
import { ErrorCodeSchema } from './error-codes.schema.ts';
import { SUBMIT_STATUSES } from './submit-outcome.ts';

export const SubmitStatusSchema = /* @__PURE__ */ Type.Enum(SUBMIT_STATUSES);

const TransactionId = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 });
const HttpUrl = /* @__PURE__ */ Type.String({ pattern: '^https?://', maxLength: 2048 });
const Message = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 500 });
/** What the player can copy and quote to support: the transaction id, or the request's reference. */
const Reference = /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 }));

/**
 * A successful submit's outcome, one shape per status:
 * - `notify`: show `message` (e.g. "Deposit received"); the transaction goes on by websocket;
 * - `user_redirected`: send the player to `url` (a form POST when `method` is POST, as 3-D Secure does);
 * - `iframe_opened`: show the provider's page at `url` inside the cashier;
 * - `outdated_method_fields`: the form was built from old fields; fetch the method's fields again;
 * - `install_metamask`: the method needs the MetaMask extension; offer `installUrl`;
 * - `unknown`: the provider has not said yet; treat as pending.
 */
export const SubmitOutcomeSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({
    status: /* @__PURE__ */ Type.Literal('unknown'),
    transactionId: /* @__PURE__ */ Type.Optional(TransactionId),
  }),
  /* @__PURE__ */ Type.Object({
    status: /* @__PURE__ */ Type.Literal('notify'),
    transactionId: TransactionId,
    message: Message,
  }),
  /* @__PURE__ */ Type.Object({
    status: /* @__PURE__ */ Type.Literal('user_redirected'),
    transactionId: TransactionId,
    url: HttpUrl,
    method: /* @__PURE__ */ Type.Enum(['GET', 'POST']),
    params: /* @__PURE__ */ Type.Record(/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.String()),
  }),
  /* @__PURE__ */ Type.Object({
    status: /* @__PURE__ */ Type.Literal('iframe_opened'),
    transactionId: TransactionId,
    url: HttpUrl,
  }),
  /* @__PURE__ */ Type.Object({
    status: /* @__PURE__ */ Type.Literal('outdated_method_fields'),
    methodId: /* @__PURE__ */ Type.String({ minLength: 1 }),
    fieldsVersion: /* @__PURE__ */ Type.String({ minLength: 1 }),
  }),
  /* @__PURE__ */ Type.Object({
    status: /* @__PURE__ */ Type.Literal('install_metamask'),
    installUrl: HttpUrl,
  }),
]);
export type SubmitOutcome = Type.Static<typeof SubmitOutcomeSchema>;

/** One invalid input named by its field. */
export const FieldErrorSchema = /* @__PURE__ */ Type.Object({
  name: /* @__PURE__ */ Type.String({ minLength: 1 }),
  message: Message,
});
export type FieldError = Type.Static<typeof FieldErrorSchema>;

/**
 * A failed submit, one shape per error kind (see `PAYMENT_ERROR_KINDS`). `code` is the closed
 * error code, `message` its player-facing text and `reference` what the player quotes to support.
 */
export const PaymentErrorSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({
    kind: /* @__PURE__ */ Type.Literal('unknown_error'),
    code: ErrorCodeSchema,
    message: Message,
    reference: Reference,
  }),
  /* @__PURE__ */ Type.Object({
    kind: /* @__PURE__ */ Type.Literal('request_error'),
    code: ErrorCodeSchema,
    message: Message,
    reference: Reference,
    retryable: /* @__PURE__ */ Type.Boolean(),
  }),
  /* @__PURE__ */ Type.Object({
    kind: /* @__PURE__ */ Type.Literal('params_error'),
    code: ErrorCodeSchema,
    message: Message,
    reference: Reference,
    fields: /* @__PURE__ */ Type.Array(FieldErrorSchema),
  }),
  /* @__PURE__ */ Type.Object({
    kind: /* @__PURE__ */ Type.Literal('pop_up'),
    code: ErrorCodeSchema,
    message: Message,
    reference: Reference,
    url: HttpUrl,
  }),
  /* @__PURE__ */ Type.Object({
    kind: /* @__PURE__ */ Type.Literal('verification_required'),
    code: ErrorCodeSchema,
    message: Message,
    reference: Reference,
    verificationUrl: /* @__PURE__ */ Type.Optional(HttpUrl),
  }),
]);
export type PaymentError = Type.Static<typeof PaymentErrorSchema>;

/** The submit result: an outcome, or an error the caller must handle (`ok` tells which). */
export const SubmitResultSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({ ok: /* @__PURE__ */ Type.Literal(true), outcome: SubmitOutcomeSchema }),
  /* @__PURE__ */ Type.Object({ ok: /* @__PURE__ */ Type.Literal(false), error: PaymentErrorSchema }),
]);
export type SubmitResult = Type.Static<typeof SubmitResultSchema>;

import Type from 'typebox';
import { PaymentActionSchema } from '../actions.schema.ts';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { SlugSchema } from '../method.schema.ts';
import { MAX_SAFE_MINOR_UNITS } from '../money.ts';
import { MinorUnitsSchema } from '../money.schema.ts';
import { PaymentErrorSchema } from '../submit-outcome.schema.ts';

/**
 * `POST /api/v1/payments/crypto-quotes`: a quote for paying in or out with a crypto method from a
 * fiat account. `currency` is the account's (fiat) currency and `amount` its minor units: what a
 * deposit credits, or what a cashout takes from the balance.
 */
export const CryptoQuoteRequestSchema = /* @__PURE__ */ Type.Object(
  {
    methodId: SlugSchema,
    action: PaymentActionSchema,
    currency: CurrencyCodeSchema,
    amount: /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: MAX_SAFE_MINOR_UNITS }),
  },
  { additionalProperties: false },
);
export type CryptoQuoteRequest = Type.Static<typeof CryptoQuoteRequestSchema>;

/** A decimal string: `58000.00`, `0.00087069`. */
const DecimalSchema = /* @__PURE__ */ Type.String({ pattern: '^[0-9]+(\\.[0-9]+)?$', maxLength: 40 });

/**
 * A conversion the server promises until `expiresAt` (unix milliseconds). `rate` is units of
 * `currency` for one `cryptoCurrency`. A deposit credits `amount` once `cryptoAmount` (which
 * pays `amount + fee`) arrives; a cashout takes `amount` and sends `cryptoAmount` (worth
 * `amount - fee`). `token` is the server's signed copy of all this: the submit sends it back as
 * `quoteToken`, so the client cannot change the rate.
 */
export const CryptoQuoteSchema = /* @__PURE__ */ Type.Object({
  token: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 1024 }),
  methodId: SlugSchema,
  action: PaymentActionSchema,
  currency: CurrencyCodeSchema,
  amount: MinorUnitsSchema,
  fee: MinorUnitsSchema,
  cryptoCurrency: CurrencyCodeSchema,
  cryptoAmount: MinorUnitsSchema,
  cryptoAmountDecimal: DecimalSchema,
  rate: DecimalSchema,
  issuedAt: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
  expiresAt: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
});
export type CryptoQuote = Type.Static<typeof CryptoQuoteSchema>;

/** The quote, or why there is none (amount outside the limits, method not convertible). */
export const CryptoQuoteResponseSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({ ok: /* @__PURE__ */ Type.Literal(true), quote: CryptoQuoteSchema }),
  /* @__PURE__ */ Type.Object({ ok: /* @__PURE__ */ Type.Literal(false), error: PaymentErrorSchema }),
]);
export type CryptoQuoteResponse = Type.Static<typeof CryptoQuoteResponseSchema>;

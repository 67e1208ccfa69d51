import Type from 'typebox';
import { PaymentActionSchema } from '../actions.schema.ts';
import { CurrencyAmountSchema } from '../commission.schema.ts';
import { CurrencyCodeSchema } from '../currencies.schema.ts';
import { CountryCodeSchema } from '../method.schema.ts';
import { OnRampModeSchema } from '../on-ramp.schema.ts';
import { KYC_STATUSES } from '../../players/player.ts';
import { TransactionStatusSchema } from './transactions.schema.ts';
import { PAYMENTS_WEBSOCKET_PATH } from './config.ts';
import { DepositAllowanceSchema } from './deposit-allowance.schema.ts';

/** A currency the player can use, with its minor-unit exponent (2 for EUR, 8 for BTC). */
export const CurrencyInfoSchema = /* @__PURE__ */ Type.Object({
  code: CurrencyCodeSchema,
  exponent: /* @__PURE__ */ Type.Integer({ minimum: 0, maximum: 15 }),
});
export type CurrencyInfo = Type.Static<typeof CurrencyInfoSchema>;

/** The player as the cashier needs them: what decides which methods are available. */
export const CashierPlayerSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  country: CountryCodeSchema,
  currency: CurrencyCodeSchema,
  kycStatus: /* @__PURE__ */ Type.Enum(KYC_STATUSES),
  // account recovery (decision 053)
  /**
   * Whether the player's e-mail address is verified: cashouts wait for it. Absent from servers
   * that do not ask for it, which the cashier reads as verified.
   */
  emailVerified: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Boolean()),
});
export type CashierPlayer = Type.Static<typeof CashierPlayerSchema>;

/**
 * `GET /api/v1/payments/config` (the cashier's `config` operation): what the cashier loads
 * first. `catalogueVersion` changes whenever any method does (drop cached methods and fields);
 * `currencies` are the player's own currency and every currency they hold a balance in;
 * `balances` are minor units. `kycCashoutThresholds` are, per usable currency, the cashout
 * amount above which the player must be `verified` first; absent for a verified player.
 */
export const CashierConfigSchema = /* @__PURE__ */ Type.Object({
  catalogueVersion: /* @__PURE__ */ Type.String(),
  onRampMode: OnRampModeSchema,
  player: CashierPlayerSchema,
  currencies: /* @__PURE__ */ Type.Array(CurrencyInfoSchema),
  balances: /* @__PURE__ */ Type.Array(CurrencyAmountSchema),
  actions: /* @__PURE__ */ Type.Array(PaymentActionSchema),
  websocketPath: /* @__PURE__ */ Type.Literal(PAYMENTS_WEBSOCKET_PATH),
  kycCashoutThresholds: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Array(CurrencyAmountSchema)),
  /**
   * Origins (https) whose pages the cashier may frame, open or navigate to for a payment, besides
   * the API's own; a submit answer naming any other is refused (docs/security.md).
   */
  paymentOrigins: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.String())),
  // deposit limits (decision 055)
  /** What the player's own deposit limits still allow (the lowest one); absent without limits. */
  depositAllowance: /* @__PURE__ */ Type.Optional(DepositAllowanceSchema),
});
export type CashierConfig = Type.Static<typeof CashierConfigSchema>;

/**
 * Messages the server sends on the websocket, as JSON text: `hello` once connected, then the
 * player's live updates. The cashier turns them into its widget events (`transaction_status`
 * into a notification, `accounts_updated` into `accounts_updated`, `player_updated` into
 * `user_updated`, `methods_available` into `new_payment_methods_available`).
 */
export const LiveMessageSchema = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Object({ type: /* @__PURE__ */ Type.Literal('hello') }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('transaction_status'),
    transactionId: /* @__PURE__ */ Type.String(),
    action: PaymentActionSchema,
    status: TransactionStatusSchema,
    amount: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
    currency: CurrencyCodeSchema,
  }),
  /* @__PURE__ */ Type.Object({
    type: /* @__PURE__ */ Type.Literal('accounts_updated'),
    /** Minor units per currency code. */
    balances: /* @__PURE__ */ Type.Record(
      /* @__PURE__ */ Type.String(),
      /* @__PURE__ */ Type.Integer({ minimum: 0 }),
    ),
  }),
  /* @__PURE__ */ Type.Object({ type: /* @__PURE__ */ Type.Literal('player_updated') }),
  /* @__PURE__ */ Type.Object({ type: /* @__PURE__ */ Type.Literal('methods_available') }),
]);
export type LiveMessage = Type.Static<typeof LiveMessageSchema>;

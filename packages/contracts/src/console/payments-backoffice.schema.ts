import Type from 'typebox';
import { KYC_STATUSES } from '../players/player.ts';
import { IsoDateSchema } from '../players/player.schema.ts';
import { PAYMENT_ACTIONS } from '../payments/actions.ts';
import {
  ADMIN_TRANSACTION_STATUSES,
  CASHOUT_DECISION_OUTCOMES,
  CASHOUT_DECISION_REASONS,
  CASHOUT_DECISION_REFUSALS,
  CASHOUT_DECISIONS,
  CASHOUT_REVIEW_STATES,
  CASHOUT_RISK_FLAGS,
} from './payments-backoffice.ts';

const nullable = <T extends Type.TSchema>(schema: T) =>
  /* @__PURE__ */ Type.Union([schema, /* @__PURE__ */ Type.Null()]);
const Page = /* @__PURE__ */ Type.Integer({ minimum: 1, maximum: 10_000 });

/** `GET /api/v1/backoffice/cashouts?page=N`: oldest first, then largest. */
export const CashoutQueueQuerySchema = /* @__PURE__ */ Type.Object(
  { page: /* @__PURE__ */ Type.Optional(Page) },
  { additionalProperties: false },
);
export type CashoutQueueQuery = Type.Static<typeof CashoutQueueQuerySchema>;

/** A cashout waiting for review, with what a reviewer weighs beside it. */
export const CashoutQueueItemSchema = /* @__PURE__ */ Type.Object({
  transactionId: /* @__PURE__ */ Type.String(),
  playerId: /* @__PURE__ */ Type.String(),
  email: /* @__PURE__ */ Type.String(),
  /** Unix milliseconds. */
  createdAt: /* @__PURE__ */ Type.Integer(),
  /** Minor units. */
  amount: /* @__PURE__ */ Type.Integer(),
  currency: /* @__PURE__ */ Type.String(),
  methodId: /* @__PURE__ */ Type.String(),
  /** The method's brand as the catalogue spells it (the id for a method no longer offered). */
  methodName: /* @__PURE__ */ Type.String(),
  providerId: /* @__PURE__ */ Type.String(),
  reviewState: /* @__PURE__ */ Type.Enum(CASHOUT_REVIEW_STATES),
  /** Above the threshold: two approvers must agree. */
  needsSecondApproval: /* @__PURE__ */ Type.Boolean(),
  /** The e-mail of the member who approved first, when waiting for the second. */
  firstApprover: nullable(/* @__PURE__ */ Type.String()),
  kycStatus: /* @__PURE__ */ Type.Enum(KYC_STATUSES),
  /** Approved deposits in the cashout's currency. */
  deposits: /* @__PURE__ */ Type.Object({
    count: /* @__PURE__ */ Type.Integer(),
    amount: /* @__PURE__ */ Type.Integer(),
    lastAt: nullable(/* @__PURE__ */ Type.Integer()),
  }),
  /** Earlier cashouts that were approved. */
  previousCashouts: /* @__PURE__ */ Type.Integer(),
  riskFlags: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.Enum(CASHOUT_RISK_FLAGS)),
});
export type CashoutQueueItem = Type.Static<typeof CashoutQueueItemSchema>;

export const CashoutQueuePageSchema = /* @__PURE__ */ Type.Object({
  items: /* @__PURE__ */ Type.Array(CashoutQueueItemSchema),
  page: /* @__PURE__ */ Type.Integer(),
  pageSize: /* @__PURE__ */ Type.Integer(),
  total: /* @__PURE__ */ Type.Integer(),
});
export type CashoutQueuePage = Type.Static<typeof CashoutQueuePageSchema>;

/**
 * `POST /api/v1/backoffice/cashouts/decisions`: one decision on one or more cashouts (bulk), with
 * a reason category of that decision's list and an optional note; every one is audited.
 */
export const CashoutDecisionRequestSchema = /* @__PURE__ */ Type.Object(
  {
    transactionIds: /* @__PURE__ */ Type.Array(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 36 }), {
      minItems: 1,
      maxItems: 50,
      uniqueItems: true,
    }),
    decision: /* @__PURE__ */ Type.Enum(CASHOUT_DECISIONS),
    reason: /* @__PURE__ */ Type.Enum(CASHOUT_DECISION_REASONS),
    note: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type CashoutDecisionRequest = Type.Static<typeof CashoutDecisionRequestSchema>;

export const CashoutDecisionResultSchema = /* @__PURE__ */ Type.Object({
  transactionId: /* @__PURE__ */ Type.String(),
  outcome: /* @__PURE__ */ Type.Enum(CASHOUT_DECISION_OUTCOMES),
  /** Set when refused. */
  code: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(CASHOUT_DECISION_REFUSALS)),
  message: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String()),
});
export type CashoutDecisionResult = Type.Static<typeof CashoutDecisionResultSchema>;

export const CashoutDecisionResponseSchema = /* @__PURE__ */ Type.Object({
  results: /* @__PURE__ */ Type.Array(CashoutDecisionResultSchema),
});
export type CashoutDecisionResponse = Type.Static<typeof CashoutDecisionResponseSchema>;

/**
 * `GET /api/v1/backoffice/transactions`: every filter optional and combined with AND; `card` is
 * the last four digits of a card; dates are UTC and inclusive; `format=csv` downloads all matches.
 */
export const TransactionSearchQuerySchema = /* @__PURE__ */ Type.Object(
  {
    player: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 36 })),
    email: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 254 })),
    reference: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 36 })),
    providerReference: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 100 }),
    ),
    card: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ pattern: '^\\d{4}$' })),
    status: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(ADMIN_TRANSACTION_STATUSES)),
    action: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(PAYMENT_ACTIONS)),
    method: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 })),
    from: /* @__PURE__ */ Type.Optional(IsoDateSchema),
    to: /* @__PURE__ */ Type.Optional(IsoDateSchema),
    page: /* @__PURE__ */ Type.Optional(Page),
    format: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Enum(['json', 'csv'])),
  },
  { additionalProperties: false },
);
export type TransactionSearchQuery = Type.Static<typeof TransactionSearchQuerySchema>;

/** A transaction as staff see it: the stored status and the provider's side. */
export const AdminTransactionSchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  playerId: /* @__PURE__ */ Type.String(),
  email: /* @__PURE__ */ Type.String(),
  action: /* @__PURE__ */ Type.Enum(PAYMENT_ACTIONS),
  methodId: /* @__PURE__ */ Type.String(),
  /** The method's brand as the catalogue spells it (the id for a method no longer offered). */
  methodName: /* @__PURE__ */ Type.String(),
  providerId: /* @__PURE__ */ Type.String(),
  currency: /* @__PURE__ */ Type.String(),
  amount: /* @__PURE__ */ Type.Integer(),
  fee: /* @__PURE__ */ Type.Integer(),
  status: /* @__PURE__ */ Type.Enum(ADMIN_TRANSACTION_STATUSES),
  errorCode: nullable(/* @__PURE__ */ Type.String()),
  providerReference: nullable(/* @__PURE__ */ Type.String()),
  /** The card, masked (`Visa •••• 4242`), when one is known. */
  card: nullable(/* @__PURE__ */ Type.String()),
  reviewState: nullable(/* @__PURE__ */ Type.Enum(CASHOUT_REVIEW_STATES)),
  createdAt: /* @__PURE__ */ Type.Integer(),
  updatedAt: /* @__PURE__ */ Type.Integer(),
});
export type AdminTransaction = Type.Static<typeof AdminTransactionSchema>;

export const TransactionSearchPageSchema = /* @__PURE__ */ Type.Object({
  items: /* @__PURE__ */ Type.Array(AdminTransactionSchema),
  page: /* @__PURE__ */ Type.Integer(),
  pageSize: /* @__PURE__ */ Type.Integer(),
  total: /* @__PURE__ */ Type.Integer(),
});
export type TransactionSearchPage = Type.Static<typeof TransactionSearchPageSchema>;

/** `GET /api/v1/backoffice/provider-rates?from&to`: UTC dates, inclusive. */
export const ProviderRatesQuerySchema = /* @__PURE__ */ Type.Object(
  {
    from: /* @__PURE__ */ Type.Optional(IsoDateSchema),
    to: /* @__PURE__ */ Type.Optional(IsoDateSchema),
  },
  { additionalProperties: false },
);
export type ProviderRatesQuery = Type.Static<typeof ProviderRatesQuerySchema>;

/**
 * One provider's settled payments: approval rate = approved / (approved + declined + failed);
 * pending and cancelled ones are counted but in neither rate.
 */
export const ProviderRateSchema = /* @__PURE__ */ Type.Object({
  providerId: /* @__PURE__ */ Type.String(),
  total: /* @__PURE__ */ Type.Integer(),
  approved: /* @__PURE__ */ Type.Integer(),
  declined: /* @__PURE__ */ Type.Integer(),
  failed: /* @__PURE__ */ Type.Integer(),
  /** 0 to 1; null when nothing settled. */
  approvalRate: nullable(/* @__PURE__ */ Type.Number()),
  declineRate: nullable(/* @__PURE__ */ Type.Number()),
  declineCodes: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      code: /* @__PURE__ */ Type.String(),
      count: /* @__PURE__ */ Type.Integer(),
    }),
  ),
});
export type ProviderRate = Type.Static<typeof ProviderRateSchema>;

export const ProviderRatesSchema = /* @__PURE__ */ Type.Object({
  rows: /* @__PURE__ */ Type.Array(ProviderRateSchema),
});
export type ProviderRates = Type.Static<typeof ProviderRatesSchema>;

/** One player as staff see them; `masked` says personal data was masked (the support role). */
export const PlayerViewSchema = /* @__PURE__ */ Type.Object({
  masked: /* @__PURE__ */ Type.Boolean(),
  profile: /* @__PURE__ */ Type.Object({
    id: /* @__PURE__ */ Type.String(),
    email: /* @__PURE__ */ Type.String(),
    firstName: nullable(/* @__PURE__ */ Type.String()),
    lastName: nullable(/* @__PURE__ */ Type.String()),
    birthDate: nullable(/* @__PURE__ */ Type.String()),
    phone: nullable(/* @__PURE__ */ Type.String()),
    address: nullable(/* @__PURE__ */ Type.String()),
    city: nullable(/* @__PURE__ */ Type.String()),
    postalCode: nullable(/* @__PURE__ */ Type.String()),
    country: /* @__PURE__ */ Type.String(),
    currency: /* @__PURE__ */ Type.String(),
    createdAt: /* @__PURE__ */ Type.Integer(),
  }),
  kycStatus: /* @__PURE__ */ Type.Enum(KYC_STATUSES),
  balances: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      currency: /* @__PURE__ */ Type.String(),
      amount: /* @__PURE__ */ Type.Integer(),
    }),
  ),
  /** The latest ledger entries, newest first. */
  ledger: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      id: /* @__PURE__ */ Type.String(),
      currency: /* @__PURE__ */ Type.String(),
      amount: /* @__PURE__ */ Type.Integer(),
      reason: /* @__PURE__ */ Type.String(),
      transactionId: /* @__PURE__ */ Type.String(),
      createdAt: /* @__PURE__ */ Type.Integer(),
    }),
  ),
  /** The latest transactions, newest first. */
  transactions: /* @__PURE__ */ Type.Array(AdminTransactionSchema),
  attribution: nullable(
    /* @__PURE__ */ Type.Object({
      stag: nullable(/* @__PURE__ */ Type.String()),
      interlayerId: nullable(/* @__PURE__ */ Type.String()),
      tempPlayerId: nullable(/* @__PURE__ */ Type.String()),
    }),
  ),
  notes: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      id: /* @__PURE__ */ Type.String(),
      staffEmail: nullable(/* @__PURE__ */ Type.String()),
      body: /* @__PURE__ */ Type.String(),
      createdAt: /* @__PURE__ */ Type.Integer(),
    }),
  ),
});
export type PlayerView = Type.Static<typeof PlayerViewSchema>;

export const PlayerIdParamsSchema = /* @__PURE__ */ Type.Object({
  playerId: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 36 }),
});

/** `PUT /api/v1/backoffice/players/:playerId/kyc` (risk role): the new status and why. */
export const KycChangeRequestSchema = /* @__PURE__ */ Type.Object(
  {
    status: /* @__PURE__ */ Type.Enum(KYC_STATUSES),
    reason: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type KycChangeRequest = Type.Static<typeof KycChangeRequestSchema>;

/** `POST /api/v1/backoffice/players/:playerId/notes`. */
export const PlayerNoteRequestSchema = /* @__PURE__ */ Type.Object(
  { body: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type PlayerNoteRequest = Type.Static<typeof PlayerNoteRequestSchema>;

import Type from 'typebox';
import { AnalyticsEventSchema } from '../analytics/event.schema.ts';
import { PlayerSchema } from '../players/player.schema.ts';
import { PLAYER_DATA_EXPORT_FORMAT } from './privacy.ts';

const Str = /* @__PURE__ */ Type.String();
const StrOrNull = /* @__PURE__ */ Type.Union([Str, /* @__PURE__ */ Type.Null()]);
/** Unix milliseconds. */
const Time = /* @__PURE__ */ Type.Integer();
const TimeOrNull = /* @__PURE__ */ Type.Union([Time, /* @__PURE__ */ Type.Null()]);
const IntOrNull = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Integer(), /* @__PURE__ */ Type.Null()]);

/** `POST /api/v1/player/erasure`: the current password confirms it is the player asking. */
export const ErasureRequestSchema = /* @__PURE__ */ Type.Object(
  { currentPassword: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type ErasureRequest = Type.Static<typeof ErasureRequestSchema>;

/** The answer to an erasure: when it happened. The session cookie is cleared with it. */
export const ErasureResultSchema = /* @__PURE__ */ Type.Object({ erasedAt: Time });
export type ErasureResult = Type.Static<typeof ErasureResultSchema>;

/** First-touch attribution as kept at registration. */
export const ExportedAttributionSchema = /* @__PURE__ */ Type.Object({
  stag: StrOrNull,
  interlayerId: StrOrNull,
  tempPlayerId: StrOrNull,
  clickId: StrOrNull,
  createdAt: Time,
});
export type ExportedAttribution = Type.Static<typeof ExportedAttributionSchema>;

/**
 * A deposit or cashout. `instrument` is the saved instrument's masked display (`•••• 4242`), never
 * a card number, security code or provider token; the provider's raw answer is not exported.
 */
export const ExportedTransactionSchema = /* @__PURE__ */ Type.Object({
  id: Str,
  action: Str,
  methodId: Str,
  providerId: Str,
  currency: Str,
  amount: /* @__PURE__ */ Type.Integer(),
  fee: /* @__PURE__ */ Type.Integer(),
  status: Str,
  errorCode: StrOrNull,
  providerReference: StrOrNull,
  instrument: StrOrNull,
  createdAt: Time,
  updatedAt: Time,
});
export type ExportedTransaction = Type.Static<typeof ExportedTransactionSchema>;

/** One analytics event bound to the player (their user id or their visitor id), as stored. */
export const ExportedEventSchema = /* @__PURE__ */ Type.Intersect([
  AnalyticsEventSchema,
  /* @__PURE__ */ Type.Object({ received_at: Time }),
]);
export type ExportedEvent = Type.Static<typeof ExportedEventSchema>;

/**
 * `GET /api/v1/player/data-export`: everything kept about the player, amounts in minor units,
 * times in unix milliseconds. `consent` is the choice this browser holds (the cookie), the
 * only place it is kept. Written as a stream, in this order, `events` last.
 */
export const PlayerDataExportSchema = /* @__PURE__ */ Type.Object({
  format: /* @__PURE__ */ Type.Literal(PLAYER_DATA_EXPORT_FORMAT),
  exportedAt: Time,
  profile: /* @__PURE__ */ Type.Intersect([
    PlayerSchema,
    /* @__PURE__ */ Type.Object({ createdAt: Time, updatedAt: Time, emailVerifiedAt: TimeOrNull }),
  ]),
  attribution: /* @__PURE__ */ Type.Union([ExportedAttributionSchema, /* @__PURE__ */ Type.Null()]),
  consent: /* @__PURE__ */ Type.Union([
    /* @__PURE__ */ Type.Object({
      analytics: /* @__PURE__ */ Type.Boolean(),
      attribution: /* @__PURE__ */ Type.Boolean(),
      at: Time,
      version: /* @__PURE__ */ Type.Integer(),
    }),
    /* @__PURE__ */ Type.Null(),
  ]),
  balances: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({ currency: Str, balance: /* @__PURE__ */ Type.Integer(), updatedAt: Time }),
  ),
  depositLimits: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      period: Str,
      currency: Str,
      amount: IntOrNull,
      pendingAmount: IntOrNull,
      pendingEffectiveAt: TimeOrNull,
      updatedAt: Time,
    }),
  ),
  exclusions: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({ kind: Str, startsAt: Time, endsAt: Time, createdAt: Time }),
  ),
  /** How often the site reminds the player of their session; null when they chose none. */
  realityCheck: /* @__PURE__ */ Type.Union([
    /* @__PURE__ */ Type.Object({ intervalMinutes: /* @__PURE__ */ Type.Integer(), updatedAt: Time }),
    /* @__PURE__ */ Type.Null(),
  ]),
  savedInstruments: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      methodId: Str,
      kind: Str,
      display: Str,
      createdAt: Time,
      lastUsedAt: Time,
    }),
  ),
  identityChecks: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      status: Str,
      createdAt: Time,
      decidedAt: TimeOrNull,
      documents: /* @__PURE__ */ Type.Array(
        /* @__PURE__ */ Type.Object({
          kind: Str,
          fileName: Str,
          mediaType: Str,
          size: /* @__PURE__ */ Type.Integer(),
        }),
      ),
    }),
  ),
  transactions: /* @__PURE__ */ Type.Array(ExportedTransactionSchema),
  ledger: /* @__PURE__ */ Type.Array(
    /* @__PURE__ */ Type.Object({
      id: Str,
      transactionId: Str,
      currency: Str,
      amount: /* @__PURE__ */ Type.Integer(),
      reason: Str,
      createdAt: Time,
    }),
  ),
  events: /* @__PURE__ */ Type.Array(ExportedEventSchema),
});
export type PlayerDataExport = Type.Static<typeof PlayerDataExportSchema>;

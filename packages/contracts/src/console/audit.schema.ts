import Type from 'typebox';
import { IsoDateSchema } from '../players/player.schema.ts';

/** One staff write: who, when, what before and after, why, and the request that made it. */
export const AuditEntrySchema = /* @__PURE__ */ Type.Object({
  id: /* @__PURE__ */ Type.String(),
  /** Null for writes by the system itself (seeding). */
  staffId: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  staffEmail: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  action: /* @__PURE__ */ Type.String(),
  subject: /* @__PURE__ */ Type.String(),
  before: /* @__PURE__ */ Type.Unknown(),
  after: /* @__PURE__ */ Type.Unknown(),
  reason: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
  requestId: /* @__PURE__ */ Type.String(),
  /** Unix milliseconds. */
  createdAt: /* @__PURE__ */ Type.Integer(),
});
export type AuditEntry = Type.Static<typeof AuditEntrySchema>;

/**
 * `GET /api/v1/audit`: newest first, filtered by action, the member's e-mail and UTC dates
 * (inclusive); `cursor` is the previous page's `nextCursor`.
 */
export const AuditQuerySchema = /* @__PURE__ */ Type.Object(
  {
    action: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 })),
    staff: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ minLength: 1, maxLength: 254 })),
    from: /* @__PURE__ */ Type.Optional(IsoDateSchema),
    to: /* @__PURE__ */ Type.Optional(IsoDateSchema),
    cursor: /* @__PURE__ */ Type.Optional(
      /* @__PURE__ */ Type.String({ pattern: '^\\d{1,16}:[\\w-]{1,36}$' }),
    ),
    limit: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Type.Static<typeof AuditQuerySchema>;

export const AuditPageSchema = /* @__PURE__ */ Type.Object({
  entries: /* @__PURE__ */ Type.Array(AuditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.String(), /* @__PURE__ */ Type.Null()]),
});
export type AuditPage = Type.Static<typeof AuditPageSchema>;

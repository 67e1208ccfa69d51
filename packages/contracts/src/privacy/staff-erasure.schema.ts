import Type from 'typebox';

/**
 * `POST /api/v1/backoffice/players/:playerId/erasure` (decision 066): staff erase a player on the
 * player's request (a mail, a call). The reason is written to the audit log; `requestReference`
 * names the player's request (the ticket or mail it came in), so the audit entry leads to it.
 */
export const StaffErasureRequestSchema = /* @__PURE__ */ Type.Object(
  {
    reason: /* @__PURE__ */ Type.String({ minLength: 10, maxLength: 500 }),
    requestReference: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type StaffErasureRequest = Type.Static<typeof StaffErasureRequestSchema>;

import Type from 'typebox';
import { SlugSchema } from '../method.schema.ts';
import { SAVED_PROFILE_KINDS } from './saved-profiles.ts';

export const SavedProfileKindSchema = /* @__PURE__ */ Type.Enum(SAVED_PROFILE_KINDS);

/**
 * A saved profile's non-secret details, flat: a card's `brand`, `last4`, `expiryMonth`,
 * `expiryYear`, `holder`; a masked account or address. Never a full card number, never a CVV,
 * never the provider's token.
 */
export const SavedProfileDetailsSchema = /* @__PURE__ */ Type.Record(
  /* @__PURE__ */ Type.String({ maxLength: 64 }),
  /* @__PURE__ */ Type.Union([
    /* @__PURE__ */ Type.String({ maxLength: 200 }),
    /* @__PURE__ */ Type.Number(),
    /* @__PURE__ */ Type.Boolean(),
    /* @__PURE__ */ Type.Null(),
  ]),
);
export type SavedProfileDetails = Type.Static<typeof SavedProfileDetailsSchema>;

/** An id of a saved profile as it appears in a path. */
export const SavedProfileIdSchema = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 64 });

/**
 * A payment instrument the player saved with an earlier payment, offered first in the cashier
 * (listed by `getMethods`, for methods the player can use now).
 */
export const SavedProfileSchema = /* @__PURE__ */ Type.Object({
  id: SavedProfileIdSchema,
  methodId: SlugSchema,
  kind: SavedProfileKindSchema,
  /** What the player sees, already masked, e.g. `Visa •••• 4242` or `DE89 •••• 3000`. */
  display: /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 100 }),
  details: SavedProfileDetailsSchema,
  /** When a payment last used it (ISO 8601, UTC). */
  lastUsedAt: /* @__PURE__ */ Type.String({ format: 'date-time' }),
});
export type SavedProfile = Type.Static<typeof SavedProfileSchema>;

/** `DELETE /api/v1/payments/profiles/:profileId` (deleteSavedProfile): answers 204, or 404. */
export const DeleteSavedProfileParamsSchema = /* @__PURE__ */ Type.Object(
  { profileId: SavedProfileIdSchema },
  { additionalProperties: false },
);
export type DeleteSavedProfileParams = Type.Static<typeof DeleteSavedProfileParamsSchema>;

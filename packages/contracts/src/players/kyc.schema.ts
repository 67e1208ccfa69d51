import Type from 'typebox';
import { KYC_DOCUMENT_KINDS, KYC_MEDIA_TYPES } from './kyc.ts';
import { KYC_STATUSES } from './player.ts';

/** One uploaded document as its owner sees it: never its content, which is not served back. */
export const KycDocumentSchema = /* @__PURE__ */ Type.Object({
  kind: /* @__PURE__ */ Type.Enum(KYC_DOCUMENT_KINDS),
  fileName: /* @__PURE__ */ Type.String(),
  mediaType: /* @__PURE__ */ Type.Enum(KYC_MEDIA_TYPES),
  size: /* @__PURE__ */ Type.Integer({ minimum: 1 }),
  uploadedAt: /* @__PURE__ */ Type.Integer({ minimum: 0 }),
});
export type KycDocument = Type.Static<typeof KycDocumentSchema>;

/**
 * `GET /api/v1/player/kyc` and the answer to an upload: the player's status and the documents of
 * their latest check (none before the first upload).
 */
export const KycVerificationSchema = /* @__PURE__ */ Type.Object({
  status: /* @__PURE__ */ Type.Enum(KYC_STATUSES),
  documents: /* @__PURE__ */ Type.Array(KycDocumentSchema),
  /** When the latest check was sent (unix ms), or null before the first. */
  submittedAt: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Integer(), /* @__PURE__ */ Type.Null()]),
  /** When the latest check was decided (unix ms), or null while pending or before the first. */
  decidedAt: /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Integer(), /* @__PURE__ */ Type.Null()]),
});
export type KycVerification = Type.Static<typeof KycVerificationSchema>;

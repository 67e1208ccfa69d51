/**
 * A player's own data (issue 14, decision 061): the export of everything kept about them and the
 * erasure they may ask for. Paths, codes and the export's format are written once here.
 */

/** `GET`: the player's data as one JSON attachment (streamed: events may be many). */
export const PLAYER_DATA_EXPORT_PATH = '/api/v1/player/data-export';

/** `POST` with the current password: closes the account and erases its personal data. */
export const PLAYER_ERASURE_PATH = '/api/v1/player/erasure';

/** The export's `format`: raised when a field changes meaning or goes away. */
export const PLAYER_DATA_EXPORT_FORMAT = 'playfront.player-data.v1';

/** Exports one player may ask for per hour (each reads every event they left). */
export const PLAYER_DATA_EXPORTS_PER_HOUR = 5;

/**
 * Why an erasure is refused (besides `WRONG_CURRENT_PASSWORD`), each with a message in the
 * player's language:
 * - `ERASURE_BALANCE_REMAINS`: money is still in the account; cash it out first;
 * - `ERASURE_PAYMENT_PENDING`: a deposit or cashout has not finished (it could move money later);
 * - `ERASURE_EXCLUSION_ACTIVE`: a cool-off or self-exclusion is running; the licence requires the
 *   operator to keep the player's details until it ends, so a closed account cannot reopen it.
 */
export const ERASURE_REFUSAL_CODES = [
  'ERASURE_BALANCE_REMAINS',
  'ERASURE_PAYMENT_PENDING',
  'ERASURE_EXCLUSION_ACTIVE',
] as const;
export type ErasureRefusalCode = (typeof ERASURE_REFUSAL_CODES)[number];

/** The audit log's action for an erasure (subject `player:<id>`; no personal data in it). */
export const PLAYER_ERASED_AUDIT_ACTION = 'player.erased';

/** An erased player's e-mail becomes `erased-<id>@erased.invalid` (RFC 2606: never deliverable). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/**
 * How long what an erasure keeps is kept: transactions and the ledger, identity-check records
 * and staff notes, five years from the end of the business relationship (EU AMLD art. 40, UK
 * Money Laundering Regulations 2017 reg. 40). docs/privacy.md says what falls under it.
 */
export const AML_RETENTION_YEARS = 5;

export type {
  ErasureRequest,
  ErasureResult,
  PlayerDataExport,
  ExportedAttribution,
  ExportedEvent,
  ExportedTransaction,
} from './privacy.schema.ts';

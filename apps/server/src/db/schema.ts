import type { Generated } from 'kysely';

/** The `analytics_events` table: one row per accepted event, keyed by its event_id. */
export interface AnalyticsEventsTable {
  event_id: string;
  event: string;
  project_id: string;
  mode: string;
  lib_version: string;
  core_version: string;
  /** Client time in unix milliseconds. */
  timestamp: number;
  hostname: string | null;
  pathname: string | null;
  stag: string | null;
  device: string | null;
  browser: string | null;
  temp_player_id: string | null;
  license: string | null;
  ip_country: string | null;
  interlayer_id: string | null;
  connection_type: string | null;
  user_id: string | null;
  loading_time: number | null;
  time_to_fetch_start: number | null;
  time_to_first_byte: number | null;
  /** Server time of receipt in unix milliseconds. */
  received_at: number;
  /** 1 when a bot sent it (see events/bot-flag.ts): stored, left out of reports by default. */
  bot: number;
}

/** The `players` table. Dates are ISO `YYYY-MM-DD`; times are unix milliseconds. */
export interface PlayersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  gender: string | null;
  birth_date: string | null;
  country: string;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  phone: string | null;
  currency: string;
  kyc_status: string;
  created_at: number;
  updated_at: number;
  /** When the player's erasure closed the account (migration 0023); null while it is open. */
  erased_at: number | null;
}

/** The `sessions` table keeps the SHA-256 of each session token, never the token. */
export interface SessionsTable {
  token_hash: string;
  player_id: string;
  created_at: number;
  expires_at: number;
  /** Last request seen on the session, written at most every few minutes (idle timeout). */
  last_seen_at: number;
}

/** Per-currency balance in minor units; always the sum of the account's ledger entries. */
export interface AccountsTable {
  player_id: string;
  currency: string;
  balance: number;
  updated_at: number;
}

/** A deposit or cashout attempt; `result` is the submit answer replayed for its Idempotency-Key. */
export interface TransactionsTable {
  id: string;
  player_id: string;
  idempotency_key: string;
  request_fingerprint: string;
  action: string;
  method_id: string;
  provider_id: string;
  currency: string;
  amount: number;
  fee: number;
  status: string;
  error_code: string | null;
  provider_reference: string | null;
  saved_profile_id: string | null;
  result: string;
  /** JSON the provider adapter keeps between steps (invoice, return path); null until it answers. */
  provider_data: string | null;
  created_at: number;
  updated_at: number;
}

/** One signed balance movement, tied to the transaction that caused it. */
export interface LedgerEntriesTable {
  id: string;
  player_id: string;
  currency: string;
  transaction_id: string;
  amount: number;
  reason: string;
  created_at: number;
}

/** A saved payment instrument: masked display and a provider token, never a full number or CVV. */
export interface SavedProfilesTable {
  id: string;
  player_id: string;
  method_id: string;
  kind: string;
  display: string;
  details: string;
  token: string;
  created_at: number;
  last_used_at: number;
}

/** The account a deposit came from, as a key: what closed-loop cashouts compare against. */
export interface PaymentDestinationsTable {
  transaction_id: string;
  player_id: string;
  method_id: string;
  destination_key: string;
  created_at: number;
}

/** A member of staff of the operator console; never a player. */
export interface StaffTable {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  /** Comma-separated STAFF_ROLES. */
  roles: string;
  /** Base32 TOTP secret, or null before the member enrols a second factor. */
  totp_secret: string | null;
  created_at: number;
  updated_at: number;
  /** When an admin disabled the member (migration 0017); null while they may log in. */
  disabled_at: number | null;
  /** JSON `{ CURRENCY: minor units }`: the member's own approval limits; null: CASHOUT_AGENT_LIMIT. */
  cashout_limits: string | null;
  /** The secret shown during self-enrolment, until a code confirms it. */
  totp_pending_secret: string | null;
}

/** A staff log-in session; like `sessions`, only the SHA-256 of the token is kept. */
export interface StaffSessionsTable {
  token_hash: string;
  staff_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  /** 1: a log-in without the required second factor, good only for enrolling one (migration 0017). */
  enrol_only: Generated<number>;
}

/** One staff write: who, when, what before and after (JSON), why, and the request that did it. */
export interface AuditLogTable {
  id: string;
  staff_id: string | null;
  action: string;
  subject: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  request_id: string;
  created_at: number;
}

/** An affiliate: an account of its own that sends players and owns `stag` values. */
export interface AffiliatesTable {
  id: string;
  name: string;
  manager_id: string | null;
  created_at: number;
}

/** Which affiliate owns a `stag`. */
export interface AffiliateStagsTable {
  stag: string;
  affiliate_id: string;
  created_at: number;
}

/** A player's first-touch attribution, kept at registration from the site's cookies. */
export interface PlayerAttributionTable {
  player_id: string;
  stag: string | null;
  interlayer_id: string | null;
  temp_player_id: string | null;
  created_at: number;
  /** The landing URL's `click_id`, for postbacks; null on rows from before migration 0014. */
  click_id: string | null;
}

/**
 * A player's first device where the events are on ClickHouse (decision 120): kept by the
 * background step of player-devices-keeper.ts, read by the money rollups.
 */
export interface PlayerDevicesTable {
  player_id: string;
  /** ClickHouse's key for the player's visitor (`hex(sipHash128(temp_player_id))`). */
  visitor_hash: string;
  device: string | null;
}

/** How far that step has read ClickHouse's list of touched visitors (one row, id 1). */
export interface PlayerDevicesCursorTable {
  id: number;
  /** Unix seconds, ClickHouse's clock (PostgreSQL's bigint arrives as a string). */
  checked_until: number | string;
}

/** An affiliate's postback: the URL template called on `event` (`registration`, `ftd`). */
export interface AffiliatePostbacksTable {
  id: string;
  affiliate_id: string;
  event: string;
  url_template: string;
  /** 1 or 0. */
  enabled: number;
  created_at: number;
  updated_at: number;
}

/** One call of a postback for one player: `pending` until it is `delivered` or `failed`. */
export interface PostbackDeliveriesTable {
  id: string;
  postback_id: string;
  affiliate_id: string;
  event: string;
  player_id: string;
  stag: string;
  url: string;
  status: string;
  attempts: number;
  next_attempt_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

/** An identity check: one upload of the documents and its decision (migration 0009). */
export interface KycChecksTable {
  id: string;
  player_id: string;
  /** `pending`, `verified` or `rejected`. */
  status: string;
  planned_status: string | null;
  decide_at: number | null;
  decided_at: number | null;
  created_at: number;
}

/** One document of a check; its content is the file `kyc/<player_id>/<id>` under DATA_DIR. */
export interface KycDocumentsTable {
  id: string;
  check_id: string;
  player_id: string;
  kind: string;
  file_name: string;
  media_type: string;
  size: number;
  sha256: string;
  created_at: number;
}

/** The review of a cashout the auto-approval rule did not release (payments back office). */
export interface CashoutReviewsTable {
  transaction_id: string;
  state: string;
  /** 1 or 0: SQLite has no boolean. */
  needs_second_approval: number;
  first_approver_id: string | null;
  decided_by: string | null;
  reason: string | null;
  note: string | null;
  created_at: number;
  updated_at: number;
}

/** A staff member's note on a player. */
export interface PlayerNotesTable {
  id: string;
  player_id: string;
  staff_id: string | null;
  body: string;
  created_at: number;
}

export interface Database {
  analytics_events: AnalyticsEventsTable;
  players: PlayersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  transactions: TransactionsTable;
  ledger_entries: LedgerEntriesTable;
  saved_profiles: SavedProfilesTable;
  payment_destinations: PaymentDestinationsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  affiliates: AffiliatesTable;
  affiliate_stags: AffiliateStagsTable;
  player_attribution: PlayerAttributionTable;
  player_devices: PlayerDevicesTable;
  player_devices_cursor: PlayerDevicesCursorTable;
  affiliate_postbacks: AffiliatePostbacksTable;
  postback_deliveries: PostbackDeliveriesTable;
  kyc_checks: KycChecksTable;
  kyc_documents: KycDocumentsTable;
  cashout_reviews: CashoutReviewsTable;
  player_notes: PlayerNotesTable;
  // affiliate log-ins (migration 0016, decision 048)
  affiliate_users: AffiliateUsersTable;
  affiliate_sessions: AffiliateSessionsTable;
  // account recovery (migration 0019, decision 053)
  account_tokens: AccountTokensTable;
  email_verifications: EmailVerificationsTable;
  mail_outbox: MailOutboxTable;
  // player protection (migration 0020, decision 055)
  deposit_limits: DepositLimitsTable;
  player_exclusions: PlayerExclusionsTable;
  reality_checks: RealityChecksTable;
  // privacy: erasure (migration 0023, decision 061)
  player_erasures: PlayerErasuresTable;
  // protection: the operator's exclusion register (migration 0025, decision 066)
  exclusion_register: ExclusionRegisterTable;
}

/** A person of an affiliate who logs in to its view (decision 048); never a member of staff. */
export interface AffiliateUsersTable {
  id: string;
  affiliate_id: string;
  email: string;
  name: string;
  password_hash: string;
  /** Base32 TOTP secret; null only where development lets a log-in go without one. */
  totp_secret: string | null;
  /** The staff member who made the log-in; null for seeded ones. */
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** An affiliate user's log-in session; only the SHA-256 of the token is kept. */
export interface AffiliateSessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
}

// account recovery (migration 0019, decision 053)
/** A password-reset or verification link's token, kept as its SHA-256 only; spent once. */
export interface AccountTokensTable {
  token_hash: string;
  player_id: string;
  purpose: string;
  email: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** The address a player proved they read; a changed address no longer matches. */
export interface EmailVerificationsTable {
  player_id: string;
  email: string;
  verified_at: number;
}

/** Mail kept for the developer to read at /dev/outbox when no SMTP server is set (never in production). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}
/** A player's own deposit limit for one period (decision 055); amounts in minor units of `currency`. */
export interface DepositLimitsTable {
  player_id: string;
  period: string;
  currency: string;
  /** The limit in force; null when none. */
  amount: number | null;
  /** An increase (or, when null with a time, a removal) waiting for its cooling-off period. */
  pending_amount: number | null;
  pending_effective_at: number | null;
  updated_at: number;
}

/** A cool-off or self-exclusion the player took: no play or deposits from starts_at to ends_at. */
export interface PlayerExclusionsTable {
  id: string;
  player_id: string;
  kind: string;
  starts_at: number;
  ends_at: number;
  created_at: number;
  /** The register entry this row was copied from (another brand's exclusion; migration 0025). */
  register_exclusion_id: string | null;
}

/** How often the site reminds the player of their session (reality check). */
export interface RealityChecksTable {
  player_id: string;
  interval_minutes: number;
  updated_at: number;
}

// privacy: erasure (migration 0023, decision 061)
/** A player's erasure: when and by which request; the events step runs until events_done_at. */
export interface PlayerErasuresTable {
  player_id: string;
  requested_at: number;
  request_id: string;
  /** The random value the player's ids become in events and attribution; linked to nothing. */
  pseudonym: string;
  /** JSON list of visitor ids whose events still wait for pseudonymisation; null once done. */
  pending_visitor_ids: string | null;
  events_done_at: number | null;
  /** When the retention job retired the kept records, their period over (migration 0026). */
  retired_at: number | null;
}

/**
 * One identity key of an exclusion in the operator's register (migration 0025, decision 066):
 * shared by the operator's brands, hashed, no plain personal data.
 */
export interface ExclusionRegisterTable {
  id: string;
  operator_id: string;
  brand_id: string;
  exclusion_id: string;
  key_hash: string;
  kind: string;
  starts_at: number;
  ends_at: number;
  created_at: number;
}

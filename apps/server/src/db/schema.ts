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

export interface Database {
  analytics_events: AnalyticsEventsTable;
  players: PlayersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  transactions: TransactionsTable;
  ledger_entries: LedgerEntriesTable;
  saved_profiles: SavedProfilesTable;
  payment_destinations: PaymentDestinationsTable;
}

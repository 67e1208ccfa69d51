/**
 * Staff management (admin only) and second-factor self-enrolment in the operator console
 * (issue 12). See docs/console/README.md.
 */
import { formatMinorUnits, toMinorUnits } from '../payments/money.ts';
import { isCurrencyCode } from '../payments/currencies.ts';

/** `GET` the staff list, `POST` a new member. */
export const STAFF_MEMBERS_PATH = '/api/v1/staff/members';
/** `PATCH` one member: roles, disabled, approval limits, second-factor reset. */
export const staffMemberPath = (staffId: string): string => `${STAFF_MEMBERS_PATH}/${staffId}`;

/**
 * `POST` starts enrolling a second factor (a fresh secret and its `otpauth://` URI), `PUT` with a
 * code confirms it. A member's own session, or the enrolment-only session a log-in without the
 * required second factor gives.
 */
export const STAFF_TOTP_ENROLMENT_PATH = '/api/v1/staff/totp-enrolment';

/** `GET ?email=`: find a player by e-mail (exact, any case) for the player view. */
export const PLAYER_LOOKUP_PATH = '/api/v1/backoffice/players';

/** Why an admin's staff write was refused (nothing was written). */
export const STAFF_ADMIN_REFUSALS = [
  'STAFF_NOT_FOUND',
  'STAFF_EMAIL_TAKEN',
  'LAST_ADMIN',
  'OWN_ADMIN_ROLE',
  'OWN_ACCOUNT',
  'NOTHING_TO_CHANGE',
  'UNKNOWN_CURRENCY',
] as const;
export type StaffAdminRefusal = (typeof STAFF_ADMIN_REFUSALS)[number];

/** Why a second-factor enrolment step was refused. */
export const TOTP_ENROLMENT_REFUSALS = ['TOTP_ALREADY_ENROLLED', 'TOTP_NOT_STARTED', 'TOTP_INVALID'] as const;
export type TotpEnrolmentRefusal = (typeof TOTP_ENROLMENT_REFUSALS)[number];

/** A member's own approval limits: minor units per currency (left out: `CASHOUT_AGENT_LIMIT`). */
export type ApprovalLimits = Readonly<Record<string, number>>;

export type ApprovalLimitsParse =
  { readonly ok: true; readonly limits: ApprovalLimits } | { readonly ok: false; readonly entry: string };

/**
 * Reads limits typed as `EUR 500.00, USD 550` (major units, the currency's decimals at most);
 * an empty text is no limits of the member's own.
 */
export function parseApprovalLimits(text: string): ApprovalLimitsParse {
  const limits: Record<string, number> = {};
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [currency = '', amount = ''] = entry.split(/\s+|:/);
    const code = currency.toUpperCase();
    if (!isCurrencyCode(code)) return { ok: false, entry };
    const minor = toMinorUnits(amount, code);
    if (!minor.ok || minor.minor < 0) return { ok: false, entry };
    limits[code] = minor.minor;
  }
  return { ok: true, limits };
}

/** The limits as `parseApprovalLimits` reads them: `EUR 500.00, USD 550.00`. */
export const formatApprovalLimits = (limits: ApprovalLimits | null): string =>
  Object.entries(limits ?? {})
    .map(([currency, minor]) =>
      isCurrencyCode(currency) ? `${currency} ${formatMinorUnits(minor, currency)}` : '',
    )
    .filter((entry) => entry !== '')
    .join(', ');

export type {
  ApprovalLimitsWire,
  CreateStaffRequest,
  PlayerLookup,
  StaffAccount,
  StaffAccountList,
  TotpConfirmRequest,
  TotpEnrolment,
  UpdateStaffRequest,
} from './staff-admin.schema.ts';

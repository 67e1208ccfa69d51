import { Secret, TOTP } from 'otpauth';

/** RFC 6238 defaults every authenticator app reads: SHA-1, six digits, 30-second steps. */
const totpFor = (secret: string, label = 'staff'): TOTP =>
  new TOTP({ issuer: 'Playfront console', label, secret: Secret.fromBase32(secret) });

/**
 * True when `code` is the member's current code, or the one just before or after it (one step of
 * clock drift either way, as RFC 6238 section 5.2 suggests).
 */
export function verifyTotp(secret: string, code: string, now = Date.now()): boolean {
  return totpFor(secret).validate({ token: code, timestamp: now, window: 1 }) !== null;
}

/** The code an authenticator app shows now (for tests and the demo staff's documented secrets). */
export function currentTotp(secret: string, now = Date.now()): string {
  return totpFor(secret).generate({ timestamp: now });
}

/** A fresh random secret (160 bits, base32) for enrolment. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app scans to enrol. */
export const totpUri = (secret: string, email: string): string => totpFor(secret, email).toString();

import { createHmac } from 'node:crypto';

/** What the register knows a person by; every field may be missing but the e-mail. */
export interface Identity {
  readonly email: string;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly birthDate?: string | null | undefined;
}

/** Mailboxes that ignore dots in the local part, under the name they are known by. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The e-mail as one mailbox: trimmed, lower case (NFKC), the `+tag` of sub-addressing dropped,
 * and for Gmail the dots too, so `Jane.Doe+casino@googlemail.com` and `janedoe@gmail.com` are
 * the same person to the register. Over-matching is the safe side here: a self-excluded
 * person must not walk in again by writing their address differently.
 */
export function normaliseEmail(email: string): string {
  const address = email.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless !== undefined) {
    domain = dotless;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** A name as letters only, without accents or case: `Ünal-Öztürk` and `unal ozturk` match. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');
}

/**
 * The register keys of a person, each an HMAC-SHA256 (hex) under the operator's register key,
 * so the register holds no plain personal data and cannot be reversed with a list of addresses
 * without the key: one for the e-mail, one for first name + last name + birth date when all
 * three are known (a new e-mail does not escape an exclusion once the profile is filled).
 */
export function identityKeys(secret: string, identity: Identity): string[] {
  const hash = (value: string) => createHmac('sha256', secret).update(value).digest('hex');
  const keys = [hash(`email:${normaliseEmail(identity.email)}`)];
  const first = normaliseName(identity.firstName ?? '');
  const last = normaliseName(identity.lastName ?? '');
  const born = identity.birthDate ?? '';
  if (first !== '' && last !== '' && /^\d{4}-\d{2}-\d{2}$/.test(born)) {
    keys.push(hash(`person:${first}|${last}|${born}`));
  }
  return keys;
}

import type { FieldDefinition } from '@playfront/contracts';
import type { isValidAddress } from '@playfront/contracts/crypto-address';
import { onDemand } from '../on-demand.ts';
import type { parseInternationalPhone } from '@playfront/contracts/field-rules/phone';

/**
 * Validators too large for the cashier's first load arrive on demand: the phone-number metadata
 * (about a third of it) and the crypto address checksums (SHA-256, Keccak-256, Base58, Bech32).
 * A form calls `preloadValidators(fields)` as it opens, in parallel with its other requests.
 * Until a module arrives its rule uses a shape check, and the server checks every submit in full
 * anyway.
 */
interface PhoneModule {
  parseInternationalPhone: typeof parseInternationalPhone;
}

interface CryptoAddressModule {
  isValidAddress: typeof isValidAddress;
}

const phone = onDemand<PhoneModule>(() => import('@playfront/contracts/field-rules/phone'));
const cryptoAddress = onDemand<CryptoAddressModule>(() => import('@playfront/contracts/crypto-address'));

/** Loads the phone validator (once); resolves when rules use it. */
export const loadPhoneValidator: () => Promise<PhoneModule> = phone.load;

/** The phone validator when loaded, else undefined (and its loading starts). */
export const loadedPhoneValidator: () => PhoneModule | undefined = phone.loaded;

/** Loads the crypto address checksums (once); resolves when rules use them. */
export const loadCryptoAddressValidator: () => Promise<CryptoAddressModule> = cryptoAddress.load;

/** The crypto address checksums when loaded, else undefined (and their loading starts). */
export const loadedCryptoAddressValidator: () => CryptoAddressModule | undefined = cryptoAddress.loaded;

/** Field types whose rule checks an address's checksum once the crypto validator has loaded. */
const CRYPTO_ADDRESS_TYPES: ReadonlySet<FieldDefinition['type']> = new Set([
  'crypto_address',
  'cashout_crypto_address',
  'multi_protocol_crypto_address',
]);

/** Loads the validators `fields` need; never rejects (a failed load keeps the shape checks). */
export async function preloadValidators(fields: readonly Pick<FieldDefinition, 'type'>[]): Promise<void> {
  const loads: Promise<unknown>[] = [];
  if (fields.some((field) => field.type === 'tel')) loads.push(loadPhoneValidator());
  if (fields.some((field) => CRYPTO_ADDRESS_TYPES.has(field.type))) loads.push(loadCryptoAddressValidator());
  await Promise.all(loads.map((load) => load.catch(() => undefined)));
}

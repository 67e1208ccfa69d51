import { COUNTRY_LOCKED, COUNTRY_RESTRICTED, type KycStatus } from '@playfront/contracts';
import type { PlayerText } from '../payments/player-text/player-text.ts';

/** A players API refusal about the country, in the app's error shape. */
export interface CountryRefusal {
  readonly statusCode: 403 | 409;
  readonly error: 'Forbidden' | 'Conflict';
  readonly code: typeof COUNTRY_RESTRICTED | typeof COUNTRY_LOCKED;
  readonly message: string;
}

const restrictedRefusal = (text: PlayerText): CountryRefusal => ({
  statusCode: 403,
  error: 'Forbidden',
  code: COUNTRY_RESTRICTED,
  message: text(`code.${COUNTRY_RESTRICTED}`),
});

/**
 * Registration is refused when the declared country or the request's CDN country is restricted
 * (`restricted` is that country, from the app's `restrictedCountry`).
 */
export function registrationRefusal(restricted: string | null, text: PlayerText): CountryRefusal | null {
  return restricted === null ? null : restrictedRefusal(text);
}

/**
 * A player's own change of country: none once identity checks have started (any KYC status
 * but `not_started`), since the checks were made against the declared country; and never to a
 * restricted one. Asking for the country the player already has changes nothing and passes.
 */
export function countryChangeRefusal(
  player: { readonly country: string; readonly kycStatus: KycStatus },
  requested: string | undefined,
  restricted: string | null,
  text: PlayerText,
): CountryRefusal | null {
  if (requested === undefined || requested.toUpperCase() === player.country.toUpperCase()) return null;
  if (player.kycStatus !== 'not_started') {
    return { statusCode: 409, error: 'Conflict', code: COUNTRY_LOCKED, message: text('country.locked') };
  }
  return restricted === null ? null : restrictedRefusal(text);
}

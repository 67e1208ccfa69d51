/**
 * The methods players in a country choose most, most popular first. Market knowledge of the
 * kind an operator's payments team keeps (decision 038), not measured data: the cashier shows
 * these first so most players find their method without scrolling or searching. A country not
 * listed gets the international choices of `ELSEWHERE`. Ids missing from the catalogue, or not
 * available to a player, are simply not marked.
 */
export const POPULAR_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  AT: ['eps', 'credit-card', 'paysafecard', 'sofort', 'apple-pay'],
  AU: ['payid', 'credit-card', 'apple-pay', 'neosurf'],
  BE: ['bancontact', 'credit-card', 'apple-pay', 'paysafecard'],
  BR: ['pix', 'boleto', 'pay4fun', 'astropay'],
  CA: ['interac-etransfer', 'interac-online', 'credit-card', 'muchbetter'],
  CH: ['credit-card', 'apple-pay', 'paysafecard', 'skrill'],
  CL: ['khipu', 'mercado-pago', 'astropay'],
  CO: ['pse', 'efecty', 'astropay'],
  DE: ['credit-card', 'paypal', 'sofort', 'paysafecard', 'apple-pay'],
  DK: ['dankort', 'credit-card', 'trustly', 'apple-pay'],
  EE: ['trustly', 'credit-card', 'brite', 'skrill'],
  ES: ['credit-card', 'paypal', 'apple-pay', 'paysafecard'],
  FI: ['pay-n-play', 'trustly', 'zimpler', 'brite', 'credit-card'],
  FR: ['cartes-bancaires', 'credit-card', 'paysafecard', 'apple-pay'],
  GB: ['credit-card', 'apple-pay', 'paypal', 'google-pay'],
  IE: ['credit-card', 'apple-pay', 'paypal', 'skrill'],
  IN: ['upi', 'netbanking', 'rupay', 'astropay'],
  IT: ['credit-card', 'paypal', 'mybank', 'paysafecard'],
  LT: ['trustly', 'credit-card', 'brite', 'skrill'],
  LV: ['trustly', 'credit-card', 'brite', 'skrill'],
  MX: ['spei', 'oxxo', 'credit-card', 'todito-cash'],
  MY: ['duitnow', 'local-bank-transfer-asia', 'credit-card'],
  NL: ['ideal', 'credit-card', 'paysafecard', 'apple-pay'],
  NO: ['credit-card', 'trustly', 'brite', 'apple-pay'],
  NZ: ['credit-card', 'apple-pay', 'neosurf', 'skrill'],
  PE: ['pagoefectivo', 'astropay', 'credit-card'],
  PH: ['gcash', 'local-bank-transfer-asia', 'credit-card'],
  PL: ['blik', 'przelewy24', 'credit-card', 'paysafecard'],
  PT: ['mb-way', 'multibanco', 'credit-card', 'paysafecard'],
  SE: ['pay-n-play', 'trustly', 'zimpler', 'brite', 'credit-card'],
  TH: ['promptpay', 'local-bank-transfer-asia', 'credit-card'],
  TR: ['papara', 'troy', 'jeton', 'astropay'],
};

export const ELSEWHERE: readonly string[] = ['credit-card', 'apple-pay', 'google-pay', 'skrill', 'neteller'];

/** Each popular method id of `country` with its rank (0 = most popular). */
export function popularRanks(country: string): ReadonlyMap<string, number> {
  const ids = POPULAR_BY_COUNTRY[country] ?? ELSEWHERE;
  return new Map(ids.map((id, rank) => [id, rank]));
}

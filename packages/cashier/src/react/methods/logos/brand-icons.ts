/**
 * Brand logos from Simple Icons (CC0-1.0, https://simpleicons.org): one chunk the cashier loads
 * on demand (`load-brand-icons.ts`), so the first load carries no logo. Keys are the catalogue's
 * `logoKey`s and the card brands `detectCard` names; a key missing here gets the neutral mark of
 * its method type. Only icons without a licence of their own are listed (each here has none).
 */
import {
  siAmericanexpress,
  siApplepay,
  siBitcoin,
  siBitcoincash,
  siBnbchain,
  siDinersclub,
  siDiscover,
  siDogecoin,
  siEthereum,
  siGooglepay,
  siJcb,
  siLitecoin,
  siMastercard,
  siMercadopago,
  siPaypal,
  siPix,
  siSolana,
  siTether,
  siVisa,
  siXrp,
} from 'simple-icons';
import type { BrandIcon } from './brand-icon.ts';

function icon({ path, hex }: { path: string; hex: string }): BrandIcon {
  return { path, color: `#${hex}` };
}

export const BRAND_ICONS: Readonly<Record<string, BrandIcon>> = {
  // Catalogue logo keys (method ids)
  amex: icon(siAmericanexpress),
  'apple-pay': icon(siApplepay),
  'binance-coin': icon(siBnbchain),
  bitcoin: icon(siBitcoin),
  'bitcoin-cash': icon(siBitcoincash),
  diners: icon(siDinersclub),
  discover: icon(siDiscover),
  dogecoin: icon(siDogecoin),
  ethereum: icon(siEthereum),
  'google-pay': icon(siGooglepay),
  jcb: icon(siJcb),
  litecoin: icon(siLitecoin),
  mastercard: icon(siMastercard),
  'mercado-pago': icon(siMercadopago),
  paypal: icon(siPaypal),
  pix: icon(siPix),
  ripple: icon(siXrp),
  solana: icon(siSolana),
  tether: icon(siTether),
  visa: icon(siVisa),
  'visa-electron': icon(siVisa),
  // Card brands as detectCard names them (the card-number field's icon)
  'american-express': icon(siAmericanexpress),
  'diners-club': icon(siDinersclub),
};

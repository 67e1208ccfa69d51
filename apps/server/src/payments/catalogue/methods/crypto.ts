import { GENERIC_METHOD_NAMES, type CryptoCurrency, type PaymentMethod } from '@playfront/contracts';
import { defineMethod, type TermsInput } from '../define-method.ts';
import {
  amount,
  banner,
  CASHOUT_ONLY,
  cashoutAddress,
  cryptoAccountSelect,
  cryptoAddress,
  depositAddress,
  metamaskWallet,
  multiProtocolAddress,
  text,
  TOKEN_NETWORKS,
  type CryptoNetworkId,
} from '../fields.ts';
import type { ProviderId } from '../providers.ts';
import { between, fixedFee, floating, free, type LimitsInput } from '../terms.ts';

/** Markets where the operator takes crypto. */
const CRYPTO_COUNTRIES = [
  'CA',
  'NZ',
  'JP',
  'BR',
  'MX',
  'AR',
  'CL',
  'PE',
  'IN',
  'TH',
  'VN',
  'ZA',
  'NG',
  'KE',
  'TR',
  'DE',
  'AT',
  'FI',
  'NO',
  'IE',
];

/** Per-currency deposit and cashout limits in major units. */
const COIN_LIMITS: Record<
  CryptoCurrency,
  { deposit: readonly [string, string]; cashout: readonly [string, string] }
> = {
  BTC: { deposit: ['0.0001', '10'], cashout: ['0.0005', '5'] },
  ETH: { deposit: ['0.002', '200'], cashout: ['0.01', '100'] },
  USDT: { deposit: ['5', '500000'], cashout: ['20', '250000'] },
  USDC: { deposit: ['5', '500000'], cashout: ['20', '250000'] },
  LTC: { deposit: ['0.05', '2000'], cashout: ['0.1', '1000'] },
  BCH: { deposit: ['0.01', '500'], cashout: ['0.02', '250'] },
  DOGE: { deposit: ['20', '2000000'], cashout: ['100', '1000000'] },
  TRX: { deposit: ['50', '5000000'], cashout: ['100', '2000000'] },
  XRP: { deposit: ['5', '500000'], cashout: ['20', '250000'] },
  BNB: { deposit: ['0.01', '1000'], cashout: ['0.05', '500'] },
  SOL: { deposit: ['0.05', '5000'], cashout: ['0.1', '2500'] },
};

function limitsOf(currencies: readonly CryptoCurrency[], action: 'deposit' | 'cashout'): LimitsInput {
  const limits: LimitsInput = {};
  for (const currency of currencies) limits[currency] = COIN_LIMITS[currency][action];
  return limits;
}

/** Deposits land after the chain's confirmations; cashouts pay the network fee of the moment. */
function coinTerms(currency: CryptoCurrency, confirmMinutes: readonly [number, number]) {
  const deposit: TermsInput = {
    limits: limitsOf([currency], 'deposit'),
    processingTime: between(confirmMinutes[0], confirmMinutes[1], 'minutes'),
    commission: free,
  };
  const cashout: TermsInput = {
    limits: limitsOf([currency], 'cashout'),
    processingTime: between(confirmMinutes[0] + 5, confirmMinutes[1] + 60, 'minutes'),
    commission: floating('network_fee'),
  };
  return { deposit, cashout };
}

/** A single-network coin paid to an issued address and cashed out to the player's address. */
function coin(
  id: string,
  brand: string,
  providerId: ProviderId,
  currency: CryptoCurrency,
  networkId: CryptoNetworkId,
  confirmMinutes: readonly [number, number],
): PaymentMethod {
  return defineMethod({
    id,
    brand,
    providerId,
    type: 'crypto',
    countries: CRYPTO_COUNTRIES,
    ...coinTerms(currency, confirmMinutes),
    fields: [
      amount,
      ...depositAddress(currency),
      banner('send_only_this_coin', 'warning'),
      cashoutAddress(networkId),
    ],
  });
}

/** Stablecoins on several networks: the player picks the network with the cashout address. */
function token(id: string, brand: string, providerId: ProviderId, currency: 'USDT' | 'USDC'): PaymentMethod {
  const terms = coinTerms(currency, [1, 10]);
  return defineMethod({
    id,
    brand,
    providerId,
    type: 'crypto',
    countries: CRYPTO_COUNTRIES,
    deposit: terms.deposit,
    // A flat fee: stablecoin payouts are batched, so the network fee is known in advance.
    cashout: { ...terms.cashout, commission: fixedFee({ [currency]: '1' }) },
    fields: [amount, ...depositAddress(currency), multiProtocolAddress(TOKEN_NETWORKS[currency])],
  });
}

const GENERIC_COINS = ['BTC', 'ETH', 'USDT', 'LTC'] as const;

/** Crypto currencies (method type `crypto`). */
export const CRYPTO_METHODS: readonly PaymentMethod[] = [
  coin('bitcoin', 'Bitcoin', 'coinspaid', 'BTC', 'bitcoin', [10, 60]),
  coin('ethereum', 'Ethereum', 'coinspaid', 'ETH', 'ethereum', [1, 5]),
  token('tether', 'Tether (USDT)', 'coinspaid', 'USDT'),
  coin('solana', 'Solana', 'coinspaid', 'SOL', 'solana', [1, 2]),
  token('usd-coin', 'USD Coin (USDC)', 'cryptoprocessing', 'USDC'),
  coin('litecoin', 'Litecoin', 'cryptoprocessing', 'LTC', 'litecoin', [5, 30]),
  coin('bitcoin-cash', 'Bitcoin Cash', 'cryptoprocessing', 'BCH', 'bitcoincash', [10, 60]),
  coin('dogecoin', 'Dogecoin', 'b2binpay', 'DOGE', 'dogecoin', [5, 30]),
  coin('tron', 'TRON', 'b2binpay', 'TRX', 'tron', [1, 3]),
  coin('binance-coin', 'BNB', 'b2binpay', 'BNB', 'bsc', [1, 3]),
  defineMethod({
    id: 'ripple',
    brand: 'XRP',
    providerId: 'b2binpay',
    type: 'crypto',
    countries: CRYPTO_COUNTRIES,
    ...coinTerms('XRP', [1, 3]),
    fields: [
      amount,
      ...depositAddress('XRP'),
      cashoutAddress('ripple'),
      // Exchanges hold many customers behind one XRP address and tell them apart by tag.
      text('destination_tag', { pattern: '^[0-9]{1,10}$' }, { required: false, actions: CASHOUT_ONLY }),
    ],
  }),
  defineMethod({
    id: 'crypto',
    brand: GENERIC_METHOD_NAMES.crypto,
    providerId: 'coinspaid',
    type: 'crypto',
    countries: CRYPTO_COUNTRIES,
    deposit: {
      limits: limitsOf(GENERIC_COINS, 'deposit'),
      processingTime: between(1, 60, 'minutes'),
      commission: free,
    },
    cashout: {
      limits: limitsOf(GENERIC_COINS, 'cashout'),
      processingTime: between(10, 120, 'minutes'),
      commission: floating('network_fee'),
    },
    // One method for several coins: the account select picks the coin, and with it the address.
    fields: [
      amount,
      cryptoAccountSelect(GENERIC_COINS),
      ...depositAddress(),
      cryptoAddress('wallet_address', { actions: CASHOUT_ONLY }),
    ],
  }),
  defineMethod({
    id: 'metamask',
    brand: 'MetaMask',
    providerId: 'metamask',
    type: 'crypto',
    countries: CRYPTO_COUNTRIES,
    // The player signs in the extension and pays the gas there.
    deposit: {
      limits: limitsOf(['ETH'], 'deposit'),
      processingTime: between(1, 5, 'minutes'),
      commission: floating('network_fee'),
    },
    fields: [amount, metamaskWallet('0x1')],
  }),
];

import { createHash } from 'node:crypto';
import {
  formatMinorUnits,
  isCryptoCurrency,
  type CryptoCurrency,
  type CryptoInvoice,
  type CryptoNetworkId,
} from '@playfront/contracts';
import { encodeAddress } from '@playfront/contracts/crypto-address';
import {
  CallbackRejectedError,
  type CallbackContext,
  type InitiateContext,
  type ProviderAdapter,
  type ProviderResult,
} from '../provider.ts';
import { requireStatus, sandboxAdapter, sandboxReference } from '../sandbox/sandbox-adapter.ts';

/** The network each coin's deposits arrive on, and the confirmations the sandbox waits for. */
export const DEPOSIT_NETWORKS: Readonly<
  Record<CryptoCurrency, { network: CryptoNetworkId; confirmations: number }>
> = {
  BTC: { network: 'bitcoin', confirmations: 2 },
  ETH: { network: 'ethereum', confirmations: 3 },
  USDT: { network: 'tron', confirmations: 1 },
  USDC: { network: 'ethereum', confirmations: 3 },
  LTC: { network: 'litecoin', confirmations: 3 },
  BCH: { network: 'bitcoincash', confirmations: 2 },
  DOGE: { network: 'dogecoin', confirmations: 3 },
  TRX: { network: 'tron', confirmations: 1 },
  XRP: { network: 'ripple', confirmations: 1 },
  BNB: { network: 'bsc', confirmations: 3 },
  SOL: { network: 'solana', confirmations: 1 },
};

/**
 * An invoice is valid this long; the sandbox shows it but does not expire coin-account invoices.
 * A quoted conversion's invoice lasts as long as its quote, and a transfer after that is held.
 */
const INVOICE_TTL_MS = 60 * 60 * 1000;

/**
 * A sandbox deposit address: the network's usual address of a hash of the transaction id, so it
 * is stable per invoice and passes the network's checksum like a real one (nobody holds its key).
 */
export function sandboxAddress(network: CryptoNetworkId, seed: string): string {
  return encodeAddress(network, createHash('sha256').update(seed).digest());
}

/** What a crypto deposit keeps between its steps. */
export type InvoiceData = {
  readonly page: 'invoice';
  readonly invoice: CryptoInvoice;
  /** Minor units seen arriving, once the transfer is seen. */
  readonly received: number | null;
  readonly confirmations: number;
  /**
   * A quoted conversion's transfer that arrived after the quote expired: held for a person to
   * settle (decision 040), never credited at the stale rate. Absent for coin-account deposits.
   */
  readonly held?: true;
};

/** Issues the invoice for a deposit: where to send what, on which network. */
export function issueInvoice(
  context: InitiateContext,
  options: { network?: CryptoNetworkId; chainId?: string; now?: number } = {},
): ProviderResult {
  const { conversion } = context;
  // From a fiat account the invoice asks for the quoted coins, and lasts as long as the quote.
  const coin = conversion?.cryptoCurrency ?? context.currency;
  if (!isCryptoCurrency(coin)) {
    return { type: 'failed', code: 'INITIATE_INVOICE_ERROR' };
  }
  const { network, confirmations } = DEPOSIT_NETWORKS[coin];
  const onNetwork = options.network ?? network;
  const amount = conversion?.cryptoAmount ?? context.amount + context.fee;
  const invoice: CryptoInvoice = {
    currency: coin,
    network: onNetwork,
    address: sandboxAddress(onNetwork, context.transactionId),
    amount,
    amountDecimal: formatMinorUnits(amount, coin),
    requiredConfirmations: confirmations,
    expiresAt: conversion?.expiresAt ?? (options.now ?? Date.now()) + INVOICE_TTL_MS,
    ...(options.chainId === undefined ? {} : { chainId: options.chainId }),
  };
  const data: InvoiceData = { page: 'invoice', invoice, received: null, confirmations: 0 };
  return {
    type: 'pending',
    reference: sandboxReference('invoice'),
    invoice,
    data,
    message: context.text('crypto.invoice', {
      amount: `${invoice.amountDecimal} ${invoice.currency}`,
      network: onNetwork,
      count: confirmations,
    }),
  };
}

const positiveCount = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? value : 1;

/**
 * The chain's events: `crypto_transfer` (the transfer is seen, with its `amount` in minor units,
 * the invoice's amount when not given) and `crypto_confirmation` (`count` more blocks, 1 when not
 * given). The deposit is approved once the transfer has the confirmations the invoice asks; a
 * transfer of another amount than the invoice's is declined.
 */
export function invoiceCallback({
  transaction,
  data,
  event,
  text,
}: CallbackContext): Promise<ProviderResult> {
  const kept = data as Partial<InvoiceData>;
  if (kept.invoice === undefined) throw new CallbackRejectedError('This transaction has no invoice.');
  requireStatus(transaction, ['pending'], 'record a transfer');
  const state: InvoiceData = {
    page: 'invoice',
    invoice: kept.invoice,
    received: kept.received ?? null,
    confirmations: kept.confirmations ?? 0,
    ...(kept.held === true ? { held: true } : {}),
  };
  // The invoice is in a coin and the balance in fiat: the rate was quoted and binds until expiry.
  const converted = state.invoice.currency !== transaction.currency;

  if (event.type === 'crypto_transfer') {
    if (state.received !== null)
      throw new CallbackRejectedError('The transfer for this invoice was seen already.');
    const amount = event.amount === undefined ? state.invoice.amount : event.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      throw new CallbackRejectedError('A transfer amount is a positive integer of minor units.');
    }
    // When the chain saw it (`seenAt`, unix ms); now when the notification does not say.
    const seenAt = typeof event.seenAt === 'number' ? event.seenAt : Date.now();
    if (converted && seenAt > state.invoice.expiresAt) {
      return Promise.resolve({
        type: 'pending',
        message: text('crypto.quote_expired_held'),
        data: { ...state, received: amount, held: true },
      });
    }
    if (amount !== state.invoice.amount) {
      return Promise.resolve({
        type: 'declined',
        code: 'PAYMENT_PROCESSING_ERROR',
        message: text('crypto.amount_mismatch'),
        data: { ...state, received: amount },
      });
    }
    return Promise.resolve({
      type: 'pending',
      message: text('crypto.transfer_seen'),
      data: { ...state, received: amount },
    });
  }

  if (event.type === 'crypto_confirmation') {
    if (state.received === null)
      throw new CallbackRejectedError('No transfer has been seen for this invoice yet.');
    const confirmations = state.confirmations + positiveCount(event.count);
    const next: InvoiceData = { ...state, confirmations };
    if (state.held === true) {
      return Promise.resolve({ type: 'pending', message: text('crypto.quote_expired_held'), data: next });
    }
    return Promise.resolve(
      confirmations >= state.invoice.requiredConfirmations
        ? { type: 'approved', data: next }
        : { type: 'pending', message: text('crypto.waiting_confirmations'), data: next },
    );
  }
  throw new CallbackRejectedError(`A crypto deposit takes transfers and confirmations, not ${event.type}.`);
}

/**
 * Crypto processors (CoinsPaid, Cryptoprocessing, B2BinPay): the submit answers `notify` with an
 * invoice (address, network, amount, confirmations); the deposit lands when the sandbox provider
 * notifies the transfer (event `crypto_transfer`) and enough confirmations (`crypto_confirmation`)
 * through `POST /api/v1/payments/callbacks/:providerId`.
 */
export function createCryptoInvoiceSandbox(): ProviderAdapter {
  return sandboxAdapter('crypto-invoice', {
    initiate: (context) => Promise.resolve(issueInvoice(context)),
    handleCallback: invoiceCallback,
  });
}

import { randomUUID } from 'node:crypto';
import type { PaymentAction } from '@playfront/contracts';
import { catalogue } from '../../src/payments/catalogue/index.ts';
import type {
  CallbackContext,
  CallbackTransaction,
  InitiateContext,
  ProviderData,
  ProviderEvent,
} from '../../src/payments/providers/provider.ts';
import { ENGLISH_TEXT } from '../../src/payments/player-text/player-text.ts';
import type { StoredTransactionStatus } from '../../src/payments/transactions/transaction-states.ts';

/** An adapter's initiate context for a catalogue method, as the submit pipeline makes it. */
export function initiateContext(
  methodId: string,
  overrides: Partial<Omit<InitiateContext, 'method' | 'provider'>> = {},
): InitiateContext {
  const method = catalogue.method(methodId) ?? catalogue.conversionMethod(methodId);
  const provider = method && catalogue.provider(method.providerId);
  if (method === undefined || provider === undefined) throw new Error(`no method ${methodId}`);
  const action: PaymentAction = overrides.action ?? 'deposit';
  return {
    transactionId: randomUUID(),
    playerId: randomUUID(),
    action,
    method,
    provider,
    currency: method.terms[action]?.limits[0]?.currency ?? 'EUR',
    amount: 5000,
    fee: 0,
    fields: {},
    savedInstrument: undefined,
    client: { hasWallet: false, returnUrl: '/' },
    text: ENGLISH_TEXT,
    ...overrides,
  };
}

/** A callback context for the transaction an initiate context started. */
export function callbackContext(
  started: InitiateContext,
  status: StoredTransactionStatus,
  data: ProviderData | undefined,
  event: ProviderEvent,
): CallbackContext {
  const transaction: CallbackTransaction = {
    id: started.transactionId,
    playerId: started.playerId,
    action: started.action,
    methodId: started.method.id,
    providerId: started.provider.id,
    currency: started.currency,
    amount: started.amount,
    status,
    providerReference: null,
  };
  return { transaction, data: data ?? {}, event, text: ENGLISH_TEXT };
}

import type { Kysely } from 'kysely';
import {
  computeFee,
  type CurrencyLimit,
  type KycStatus,
  type PaymentMethod,
  type SubmitRequest,
  type SubmitResponse,
} from '@playfront/contracts';
import { isEmailVerified } from '../../account-recovery/email-verification.ts';
import { restrictedAmong } from '../../compliance/restricted-countries.ts';
import type { Database } from '../../db/schema.ts';
import type { Catalogue, CatalogueProvider } from '../catalogue/index.ts';
import { refusedDestination } from '../closed-loop/closed-loop.ts';
import { methodAvailability } from '../methods/availability.ts';
import type { PlayerText } from '../player-text/player-text.ts';
import { savedProfiles } from '../profiles/saved-profiles-repository.ts';
import type { Conversion, ProviderAdapter, SavedInstrument } from '../providers/provider.ts';
import { checkQuote } from '../conversion/check-quote.ts';
import type { ProviderRegistry } from '../providers/registry.ts';
import { errorAnswer, money } from './answers.ts';
import { cashoutNeedsKyc, KYC_CASHOUT_THRESHOLDS } from '../transactions/kyc-threshold.ts';
import { transactionsStore } from '../transactions/transactions-store.ts';
import { validateFields } from './validate-fields.ts';

/** Everything a valid request resolved to: what the transaction and the provider call need. */
export interface SubmitPlan {
  readonly method: PaymentMethod;
  readonly provider: CatalogueProvider;
  readonly adapter: ProviderAdapter;
  readonly fee: number;
  readonly savedInstrument: SavedInstrument | undefined;
  readonly hasWallet: boolean;
  readonly returnUrl: string;
  /** The quoted coin side when a crypto method is paid from a fiat account. */
  readonly conversion: Conversion | undefined;
}

export type CheckResult =
  { readonly ok: true; readonly plan: SubmitPlan } | { readonly ok: false; readonly answer: SubmitResponse };

export interface CheckInput {
  readonly db: Kysely<Database>;
  readonly catalogue: Catalogue;
  readonly registry: ProviderRegistry;
  readonly playerId: string;
  readonly body: SubmitRequest;
  /** The request's reference: every refusal here happens before a transaction exists. */
  readonly reference: string;
  readonly now: number;
  /** The player's language for every message. */
  readonly text: PlayerText;
  /** Countries that may not pay (RESTRICTED_COUNTRIES). */
  readonly restrictedCountries: ReadonlySet<string>;
  /** The country the trusted CDN saw the request come from, or null. */
  readonly requestCountry: string | null;
  /** The key crypto quotes are signed with (conversion/quote.ts). */
  readonly quoteKey: Buffer;
}

const limitsText = (limits: CurrencyLimit, text: PlayerText) =>
  text('amount.limits', {
    min: money(limits.min, limits.currency, text),
    max: money(limits.max, limits.currency, text),
  });

/**
 * Repeats on the server every rule the cashier applies, in order from the most fundamental:
 * the method exists and has a provider adapter, neither the player's country nor the request's
 * is restricted, the player may use it now, the form is current,
 * the amount is within the limits, the saved profile is the player's own, every field is valid,
 * a large cashout has a verified player and a balance to cover it, and goes to an account the
 * player deposited with (closed loop). The first refusal is the answer; nothing is written.
 */
export async function checkRequest(input: CheckInput): Promise<CheckResult> {
  const { body, reference, text } = input;
  const refuse = (...[code, options]: Parameters<typeof errorAnswer>): CheckResult => ({
    ok: false,
    answer: errorAnswer(code, { text, ...options }),
  });

  const method = input.catalogue.method(body.methodId) ?? input.catalogue.conversionMethod(body.methodId);
  const provider = method && input.catalogue.provider(method.providerId);
  if (method === undefined || provider === undefined) {
    return refuse('METHOD_UNAVAILABLE', {
      reference,
      message: text('method.not_available'),
    });
  }
  const adapter = input.registry.adapterFor(provider.id);
  if (adapter === undefined) return refuse('DEVCODE_ERR_DECLINED_NO_PROVIDER_FOUND', { reference });

  const player = await input.db
    .selectFrom('players')
    .select(['country', 'kyc_status'])
    .where('id', '=', input.playerId)
    .executeTakeFirst();
  if (player === undefined) throw new Error('The session refers to a missing player');
  if (restrictedAmong(input.restrictedCountries, [player.country, input.requestCountry]) !== null) {
    return refuse('COUNTRY_RESTRICTED', { reference });
  }
  // account recovery (decision 053): money leaves only for a player whose address is proven theirs.
  if (body.action === 'cashout' && !(await isEmailVerified(input.db, input.playerId))) {
    return refuse('EMAIL_NOT_VERIFIED', { reference, message: text('code.EMAIL_NOT_VERIFIED') });
  }
  const kycStatus = player.kyc_status as KycStatus;
  const balance =
    body.action === 'cashout' ? await transactionsStore.balance(input.db, input.playerId, body.currency) : 0;

  const availability = methodAvailability(method, {
    action: body.action,
    currency: body.currency,
    country: player.country,
    kycStatus,
    balance,
  });
  if (!availability.available) {
    const message = text(`unavailable.${availability.reason}`);
    if (availability.reason === 'kyc_required') {
      // The refusal carries the next step: where to send the documents (docs/decisions/043).
      return refuse('KYC_REQUIRED_ERROR', { reference, message: `${message} ${text('kyc.next_step')}` });
    }
    if (availability.reason === 'balance_below_minimum') {
      return refuse('INSUFFICIENT_FUNDS', { reference, message, fields: [{ name: 'amount', message }] });
    }
    return refuse('METHOD_UNAVAILABLE', { reference, message });
  }

  if (body.fieldsVersion !== method.fieldsVersion) {
    return {
      ok: false,
      answer: {
        ok: true,
        outcome: {
          status: 'outdated_method_fields',
          methodId: method.id,
          fieldsVersion: method.fieldsVersion,
        },
      },
    };
  }

  const { limits } = availability;
  if (body.amount < limits.min || body.amount > limits.max) {
    const message = limitsText(limits, text);
    return refuse('LIMIT_EXCEEDED', { reference, message, fields: [{ name: 'amount', message }] });
  }

  const client = { hasWallet: body.client?.hasWallet === true, returnUrl: body.client?.returnUrl ?? '/' };
  // Before the fields: without the extension there is no wallet to fill the form with.
  const preflight = adapter.preflight?.({ action: body.action, method, client });
  if (preflight !== undefined) {
    return {
      ok: false,
      answer: { ok: true, outcome: { status: preflight.type, installUrl: preflight.installUrl } },
    };
  }

  let savedInstrument: SavedInstrument | undefined;
  if (body.savedProfileId !== undefined) {
    const profile = await savedProfiles.findForPlayer(input.db, input.playerId, body.savedProfileId);
    // Another player's profile reads as missing: the answer does not tell whether it exists.
    if (profile === undefined || profile.methodId !== method.id) {
      const message = text('saved_profile.unusable');
      return refuse('VALIDATE_PROFILE_ERROR', {
        reference,
        message,
        fields: [{ name: 'savedProfileId', message }],
      });
    }
    savedInstrument = { id: profile.id, kind: profile.kind, details: profile.details, token: profile.token };
  }

  const fieldErrors = validateFields({
    method,
    action: body.action,
    currency: body.currency,
    fields: body.fields,
    savedCard: savedInstrument?.kind === 'card',
    savedCardBrand: savedCardBrand(savedInstrument),
    now: input.now,
    text,
  });
  if (fieldErrors.length > 0) {
    return refuse('VALIDATE_PROFILE_ERROR', {
      reference,
      message: text('fields.invalid'),
      fields: fieldErrors,
    });
  }

  const terms = method.terms[body.action];
  if (terms === undefined)
    throw new Error(`Method ${method.id} passed availability without ${body.action} terms`);
  const quote = checkQuote({
    key: input.quoteKey,
    playerId: input.playerId,
    method,
    body,
    now: input.now,
  });
  if (quote.status === 'refused') {
    const message = text('code.QUOTE_EXPIRED');
    return refuse('QUOTE_EXPIRED', { reference, message, fields: [{ name: 'amount', message }] });
  }
  // A conversion's fee is the quoted one; the method's own terms price the coin side.
  const fee =
    quote.status === 'quoted' ? quote.fee : computeFee(terms.commission, body.amount, body.currency);

  if (body.action === 'cashout') {
    if (cashoutNeedsKyc(body.currency, body.amount) && kycStatus !== 'verified') {
      return refuse('KYC_REQUIRED_ERROR', {
        reference,
        message: `${text('kyc.cashout_threshold', {
          amount: money(KYC_CASHOUT_THRESHOLDS[body.currency], body.currency, text),
        })} ${text('kyc.next_step')}`,
      });
    }
    if (body.amount > balance) {
      const message = text('amount.above_balance_of', { balance: money(balance, body.currency, text) });
      return refuse('INSUFFICIENT_FUNDS', { reference, message, fields: [{ name: 'amount', message }] });
    }
    if (fee >= body.amount) {
      const message = text('amount.below_fee', { fee: money(fee, body.currency, text) });
      return refuse('LIMIT_EXCEEDED', { reference, message, fields: [{ name: 'amount', message }] });
    }
    const refused = await refusedDestination(input.db, {
      playerId: input.playerId,
      method,
      fields: body.fields,
      savedInstrument,
    });
    if (refused !== undefined) {
      const message = text('code.CASHOUT_DESTINATION_NOT_ALLOWED');
      return refuse('CASHOUT_DESTINATION_NOT_ALLOWED', {
        reference,
        message,
        fields: refused.fields.map((name) => ({ name, message })),
      });
    }
  }

  return {
    ok: true,
    plan: {
      method,
      provider,
      adapter,
      fee,
      savedInstrument,
      hasWallet: client.hasWallet,
      returnUrl: client.returnUrl,
      conversion: quote.status === 'quoted' ? quote.conversion : undefined,
    },
  };
}

/** The brand a saved card was stored with, for its security code's length. */
function savedCardBrand(instrument: SavedInstrument | undefined): string | undefined {
  const brand = instrument?.kind === 'card' ? instrument.details.brand : undefined;
  return typeof brand === 'string' ? brand : undefined;
}

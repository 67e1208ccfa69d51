import { randomUUID } from 'node:crypto';
import type { SavedProfileDetails } from '@playfront/contracts';
import { cardBrand, cardBrandLabel, cardDigits, parseExpiry } from '@playfront/contracts/field-rules';
import {
  CallbackRejectedError,
  type InitiateContext,
  type InstrumentToSave,
  type ProviderAdapter,
  type ProviderResult,
} from '../provider.ts';
import {
  requireStatus,
  SANDBOX_PAGES,
  sandboxAdapter,
  sandboxReference,
} from '../sandbox/sandbox-adapter.ts';

/** What a sandbox card does, decided by its number (docs/sandbox.md lists them). */
export type CardScenario = 'approve' | 'decline' | 'challenge' | 'insufficient_funds' | 'slow';

/** The test cards. Any other valid number is approved. */
export const TEST_CARDS: Readonly<Record<string, CardScenario>> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
  '4000000000009995': 'insufficient_funds',
  // An acquirer that takes SLOW_ANSWER_MS to approve: the waiting screens, and a server that dies meanwhile.
  '4000000000000077': 'slow',
};

/** How long the slow test card's acquirer takes to answer. */
export const SLOW_ANSWER_MS = 10_000;

/** A saved card has only its last four digits: they pick the same scenario as the full number. */
const BY_LAST_FOUR: ReadonlyMap<string, CardScenario> = new Map(
  Object.entries(TEST_CARDS).map(([number, scenario]) => [number.slice(-4), scenario]),
);

export function cardScenario(number: string): CardScenario {
  return TEST_CARDS[cardDigits(number)] ?? 'approve';
}

/** What the 3-D Secure page shows and what is saved once the challenge passes. */
type ChallengeData = {
  readonly page: 'challenge';
  readonly cardDisplay: string;
  readonly saveInstrument: InstrumentToSave | null;
};

/**
 * The card to save, if the player asked: brand, last four, expiry and holder, and a sandbox
 * token standing in for the number. Never the number, never the CVV.
 */
function instrumentToSave(fields: InitiateContext['fields']): InstrumentToSave | undefined {
  const number = fields.card_number;
  const expiry = typeof fields.expiry_date === 'string' ? parseExpiry(fields.expiry_date) : undefined;
  if (fields.save_card !== true || typeof number !== 'string' || expiry === undefined) return undefined;
  const digits = cardDigits(number);
  const lastFour = digits.slice(-4);
  const details: SavedProfileDetails = {
    brand: cardBrand(digits),
    last4: lastFour,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    holder: typeof fields.card_holder === 'string' ? fields.card_holder.trim() : null,
  };
  return {
    kind: 'card',
    display: `${cardBrandLabel(digits)} •••• ${lastFour}`,
    details,
    token: `sandbox_card_${randomUUID()}`,
  };
}

function outcome(scenario: CardScenario, context: InitiateContext, display: string): ProviderResult {
  const reference = sandboxReference('card');
  const save = instrumentToSave(context.fields);
  switch (scenario) {
    case 'approve':
    case 'slow':
      return { type: 'approved', reference, saveInstrument: save };
    case 'decline':
      return { type: 'declined', code: 'CARD_DECLINED', reference };
    case 'insufficient_funds':
      return {
        type: 'declined',
        code: 'INSUFFICIENT_FUNDS',
        message: context.text('card.insufficient_funds'),
        reference,
      };
    case 'challenge': {
      const data: ChallengeData = { page: 'challenge', cardDisplay: display, saveInstrument: save ?? null };
      return { type: 'challenge', path: SANDBOX_PAGES.challenge(context.transactionId), reference, data };
    }
  }
}

/**
 * Card acquirers (Worldpay, Nuvei, Checkout.com, …). The card number decides (TEST_CARDS): approve,
 * decline, a 3-D Secure challenge on the sandbox challenge page (`iframe_opened`), or insufficient
 * funds. A saved card decides by its last four digits. Methods whose wallet sheet supplies the
 * card (Apple Pay, Google Pay: no card fields) are approved.
 */
export function createCard3dsSandbox(): ProviderAdapter {
  return sandboxAdapter('card-3ds', {
    initiate: (context) => {
      const saved = context.savedInstrument;
      if (saved !== undefined) {
        const lastFour = String(saved.details.last4 ?? '');
        const scenario = BY_LAST_FOUR.get(lastFour) ?? 'approve';
        return Promise.resolve(outcome(scenario, context, `Card •••• ${lastFour}`));
      }
      const number = context.fields.card_number;
      if (typeof number !== 'string') return Promise.resolve(outcome('approve', context, 'Wallet card'));
      const digits = cardDigits(number);
      const scenario = cardScenario(digits);
      const answer = outcome(scenario, context, `${cardBrandLabel(digits)} •••• ${digits.slice(-4)}`);
      if (scenario !== 'slow') return Promise.resolve(answer);
      return new Promise((resolve) =>
        setTimeout(() => {
          resolve(answer);
        }, SLOW_ANSWER_MS),
      );
    },
    handleCallback: ({ transaction, data, event, text }) => {
      if (event.type !== 'challenge_result') {
        throw new CallbackRejectedError(`A card payment takes challenge results, not ${event.type}.`);
      }
      requireStatus(transaction, ['action_required'], 'finish the card check');
      if (event.outcome !== 'approve') {
        return Promise.resolve({
          type: 'declined',
          code: 'CARD_DECLINED',
          message: text('card.challenge_failed'),
        });
      }
      const save = (data as Partial<ChallengeData>).saveInstrument ?? undefined;
      return Promise.resolve({ type: 'approved', saveInstrument: save });
    },
  });
}

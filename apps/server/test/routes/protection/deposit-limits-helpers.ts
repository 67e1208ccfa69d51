import type { FastifyInstance } from 'fastify';
import {
  DEPOSIT_LIMITS_PATH,
  type DepositLimitPeriod,
  type DepositLimits,
  type SubmitResponse,
} from '@playfront/contracts';
import {
  CARD,
  cardFields,
  ORIGIN,
  submitBody,
  submitOk,
  type TestPlayer,
} from '../payments/submit-helpers.ts';

/** `PUT /api/v1/player/deposit-limits` as the player; throws unless it answers 200. */
export async function setLimits(
  app: FastifyInstance,
  player: TestPlayer,
  limits: Partial<Record<DepositLimitPeriod, number | null>>,
): Promise<DepositLimits> {
  const response = await app.inject({
    method: 'PUT',
    url: DEPOSIT_LIMITS_PATH,
    cookies: player.cookies,
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: JSON.stringify({
      limits: Object.entries(limits).map(([period, amount]) => ({ period, amount })),
    }),
  });
  if (response.statusCode !== 200)
    throw new Error(`set limits answered ${response.statusCode}: ${response.body}`);
  return response.json<DepositLimits>();
}

export async function readLimits(app: FastifyInstance, player: TestPlayer): Promise<DepositLimits> {
  const response = await app.inject({ method: 'GET', url: DEPOSIT_LIMITS_PATH, cookies: player.cookies });
  if (response.statusCode !== 200) throw new Error(`read limits answered ${response.statusCode}`);
  return response.json<DepositLimits>();
}

/** An approving card deposit of `amount` EUR cents. */
export function deposit(app: FastifyInstance, player: TestPlayer, amount: number): Promise<SubmitResponse> {
  return submitOk(app, player, submitBody('credit-card', 'deposit', 'EUR', amount, cardFields(CARD.approve)));
}

export function errorOf(answer: SubmitResponse) {
  if (answer.ok) throw new Error(`expected an error, got ${JSON.stringify(answer.outcome)}`);
  return answer.error;
}

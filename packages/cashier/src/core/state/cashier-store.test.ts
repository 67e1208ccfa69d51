import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ERROR_KINDS,
  SUBMIT_STATUSES,
  type PaymentError,
  type SubmitOutcome,
  type SubmitRequest,
  type SubmitResponse,
} from '@playfront/contracts';
import { CashierError, type ApiResult } from '../errors.ts';
import { CashierStore } from './cashier-store.ts';
import {
  SUBMIT_STATE_NAMES,
  SUBMIT_TRANSITIONS,
  canTransition,
  type SubmitStateName,
} from './transitions.ts';

const REQUEST: SubmitRequest = {
  methodId: 'visa',
  action: 'deposit',
  currency: 'EUR',
  amount: 2500,
  fieldsVersion: 'f1',
  fields: {},
};

const OUTCOMES: Record<SubmitOutcome['status'], SubmitOutcome> = {
  notify: { status: 'notify', transactionId: 't1', message: 'Deposit received' },
  user_redirected: {
    status: 'user_redirected',
    transactionId: 't1',
    url: 'https://psp.test',
    method: 'GET',
    params: {},
  },
  iframe_opened: { status: 'iframe_opened', transactionId: 't1', url: 'https://psp.test/3ds' },
  outdated_method_fields: { status: 'outdated_method_fields', methodId: 'visa', fieldsVersion: 'f2' },
  install_metamask: { status: 'install_metamask', installUrl: 'https://metamask.io' },
  unknown: { status: 'unknown', transactionId: 't1' },
};

const base = { code: 'PAYMENT_PROCESSING_ERROR', message: 'No', reference: 'req_1' } as const;
const ERRORS: Record<PaymentError['kind'], PaymentError> = {
  unknown_error: { kind: 'unknown_error', ...base },
  request_error: { kind: 'request_error', ...base, retryable: true },
  params_error: { kind: 'params_error', ...base, fields: [{ name: 'amount', message: 'Too high' }] },
  pop_up: { kind: 'pop_up', ...base, url: 'https://psp.test/pop' },
  verification_required: { kind: 'verification_required', ...base },
};

/** A fake client whose answers the test releases one by one. */
function fakeClient(answers: ApiResult<SubmitResponse>[]) {
  const keys: string[] = [];
  let release: () => void = () => undefined;
  let held = false;
  return {
    keys,
    hold() {
      held = true;
    },
    release: () => {
      release();
    },
    submit: async (_request: SubmitRequest, key: string): Promise<ApiResult<SubmitResponse>> => {
      keys.push(key);
      if (held) await new Promise<void>((resolve) => (release = resolve));
      const answer = answers.shift();
      if (!answer) throw new Error('no answer prepared');
      return answer;
    },
  };
}

let counter = 0;
const createIdempotencyKey = () => `key-${String((counter += 1)).padStart(4, '0')}`;

describe('given the allowed moves table', () => {
  const allowed: [SubmitStateName, SubmitStateName][] = [
    ['idle', 'submitting'],
    ...SUBMIT_STATUSES.map((status): [SubmitStateName, SubmitStateName] => ['submitting', status]),
    ['submitting', 'error'],
    ...(
      [
        'notify',
        'user_redirected',
        'iframe_opened',
        'outdated_method_fields',
        'install_metamask',
        'error',
      ] as const
    ).flatMap((state): [SubmitStateName, SubmitStateName][] => [
      [state, 'idle'],
      [state, 'submitting'],
    ]),
    ['unknown', 'idle'],
  ];

  it('should allow exactly the listed moves', () => {
    for (const from of SUBMIT_STATE_NAMES) {
      for (const to of SUBMIT_STATE_NAMES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canTransition(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('should name every state once', () => {
    expect(Object.keys(SUBMIT_TRANSITIONS).sort()).toEqual([...SUBMIT_STATE_NAMES].sort());
  });
});

describe('given a submit', () => {
  it.each(SUBMIT_STATUSES)('should land in %s for that outcome status', async (status) => {
    const client = fakeClient([{ ok: true, data: { ok: true, outcome: OUTCOMES[status] } }]);
    const store = new CashierStore({ client, createIdempotencyKey });
    const attempt = await store.submit(REQUEST);
    expect(attempt.accepted).toBe(true);
    expect(store.getSnapshot().status).toBe(status);
  });

  it.each(PAYMENT_ERROR_KINDS)('should land in error with the %s payment error', async (kind) => {
    const client = fakeClient([{ ok: true, data: { ok: false, error: ERRORS[kind], transactionId: 't9' } }]);
    const store = new CashierStore({ client, createIdempotencyKey });
    await store.submit(REQUEST);
    const state = store.getSnapshot();
    expect(state.status).toBe('error');
    expect(state.status === 'error' && state.failure).toEqual({
      source: 'payment',
      error: ERRORS[kind],
      transactionId: 't9',
    });
  });

  it('should land in error with a transport failure', async () => {
    const error = new CashierError('network', 'offline');
    const store = new CashierStore({ client: fakeClient([{ ok: false, error }]), createIdempotencyKey });
    await store.submit(REQUEST);
    const state = store.getSnapshot();
    expect(state.status === 'error' && state.failure).toEqual({ source: 'transport', error });
  });

  it('should treat a status this build does not know as unknown, never success', async () => {
    const strange = { ok: true, outcome: { status: 'paid_twice' } } as unknown as SubmitResponse;
    const store = new CashierStore({
      client: fakeClient([{ ok: true, data: strange }]),
      createIdempotencyKey,
    });
    await store.submit(REQUEST);
    expect(store.getSnapshot().status).toBe('unknown');
  });
});

describe('given a submit already running', () => {
  it('should refuse a second submit, reset and retry, and send once', async () => {
    const client = fakeClient([{ ok: true, data: { ok: true, outcome: OUTCOMES.notify } }]);
    client.hold();
    const store = new CashierStore({ client, createIdempotencyKey });
    const states: string[] = [];
    store.subscribe(() => states.push(store.getSnapshot().status));
    const first = store.submit(REQUEST);
    expect(store.getSnapshot().status).toBe('submitting');
    expect(await store.submit(REQUEST)).toMatchObject({ accepted: false, reason: 'already_submitting' });
    expect(await store.retry()).toMatchObject({ accepted: false, reason: 'already_submitting' });
    expect(store.reset()).toBe(false);
    client.release();
    expect(await first).toMatchObject({ accepted: true });
    expect(client.keys).toHaveLength(1);
    expect(states).toEqual(['submitting', 'notify']);
  });
});

describe('given answered attempts', () => {
  it('should use a new idempotency key for each new attempt', async () => {
    const ok = { ok: true, data: { ok: true, outcome: OUTCOMES.notify } } as const;
    const client = fakeClient([ok, ok]);
    const store = new CashierStore({ client, createIdempotencyKey });
    await store.submit(REQUEST);
    await store.submit(REQUEST);
    expect(new Set(client.keys).size).toBe(2);
  });

  it('should retry a failed attempt under the same key', async () => {
    const client = fakeClient([
      { ok: false, error: new CashierError('network', 'offline') },
      { ok: true, data: { ok: true, outcome: OUTCOMES.notify } },
    ]);
    const store = new CashierStore({ client, createIdempotencyKey });
    await store.submit(REQUEST);
    expect(await store.retry()).toMatchObject({ accepted: true, state: { status: 'notify' } });
    expect(client.keys[0]).toBe(client.keys[1]);
  });

  it('should refuse retry outside error, and a new submit while the payment is unknown', async () => {
    const client = fakeClient([{ ok: true, data: { ok: true, outcome: OUTCOMES.unknown } }]);
    const store = new CashierStore({ client, createIdempotencyKey });
    expect(await store.retry()).toMatchObject({ accepted: false, reason: 'not_allowed' });
    await store.submit(REQUEST);
    expect(await store.submit(REQUEST)).toMatchObject({ accepted: false, reason: 'not_allowed' });
    expect(store.reset()).toBe(true);
    expect(store.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('should make UUID keys by default', async () => {
    const client = fakeClient([{ ok: true, data: { ok: true, outcome: OUTCOMES.notify } }]);
    await new CashierStore({ client }).submit(REQUEST);
    expect(client.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

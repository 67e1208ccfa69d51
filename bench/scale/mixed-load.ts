import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { EVENTS_PATH, SUBMIT_PATH } from '@playfront/contracts';
import { batchBody } from '../lib/event-batches.ts';

/** The three kinds of request the mixed load sends, in turn on each connection. */
export const KINDS = ['events', 'methods', 'submit'] as const;
export type Kind = (typeof KINDS)[number];

export interface MixedLoadOptions {
  /** Base URLs of the instances; requests go to them in turn, as a round-robin proxy sends them. */
  readonly targets: readonly string[];
  /** One `Cookie` header per player; connections take them in turn. */
  readonly cookies: readonly string[];
  /** The submit body (an approving card deposit) without its Idempotency-Key. */
  readonly submitBody: string;
  readonly connections: number;
  readonly seconds: number;
  readonly eventsPerBatch: number;
}

export interface MixedLoadReport {
  readonly durationMs: number;
  readonly answered: Record<Kind, number>;
  /** Answers that were not what a healthy server gives (any non-2xx, a submit not approved). */
  readonly errors: Record<Kind, number>;
  readonly samples: string[];
  /** Sorted latencies of every answered request, in milliseconds. */
  readonly latenciesMs: number[];
}

const METHODS_PATH = '/api/v1/payments/methods?action=deposit&currency=EUR';

interface Answer {
  readonly status: number;
  readonly body: string;
}

function send(
  agent: Agent,
  url: URL,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * A closed loop per connection for `seconds`: each connection sends its next request as soon as
 * the previous answer arrives, cycling events batch, methods read, deposit submit, and cycling
 * the targets. Every request is checked; nothing is retried.
 */
export async function runMixedLoad(options: MixedLoadOptions): Promise<MixedLoadReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections * options.targets.length });
  const answered: Record<Kind, number> = { events: 0, methods: 0, submit: 0 };
  const errors: Record<Kind, number> = { events: 0, methods: 0, submit: 0 };
  const samples: string[] = [];
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  let sequence = 0;

  const one = async (kind: Kind, base: string, cookie: string): Promise<boolean> => {
    const origin = base;
    if (kind === 'events') {
      sequence += 1;
      const answer = await send(
        agent,
        new URL(EVENTS_PATH, base),
        'POST',
        { 'content-type': 'application/json' },
        batchBody(options.eventsPerBatch, sequence),
      );
      return check(answer, answer.status === 200);
    }
    if (kind === 'methods') {
      const answer = await send(agent, new URL(METHODS_PATH, base), 'GET', { cookie, origin });
      return check(answer, answer.status === 200);
    }
    const answer = await send(
      agent,
      new URL(SUBMIT_PATH, base),
      'POST',
      { 'content-type': 'application/json', cookie, origin, 'idempotency-key': `bench-${randomUUID()}` },
      options.submitBody,
    );
    return check(answer, answer.status === 200 && answer.body.includes('"ok":true'));
  };
  const check = (answer: Answer, ok: boolean): boolean => {
    if (!ok && samples.length < 5) samples.push(`${answer.status} ${answer.body.slice(0, 200)}`);
    return ok;
  };

  const connection = async (index: number): Promise<void> => {
    const cookie = options.cookies[index % options.cookies.length] ?? '';
    for (let turn = index; performance.now() < until; turn += 1) {
      const kind = KINDS[turn % KINDS.length] ?? 'events';
      const base = options.targets[turn % options.targets.length] ?? '';
      const sent = performance.now();
      let ok: boolean;
      try {
        ok = await one(kind, base, cookie);
      } catch (error) {
        ok = false;
        if (samples.length < 5) samples.push(String(error));
      }
      latencies.push(performance.now() - sent);
      answered[kind] += 1;
      if (!ok) errors[kind] += 1;
    }
  };

  await Promise.all(Array.from({ length: options.connections }, (_, index) => connection(index)));
  const durationMs = performance.now() - started;
  agent.destroy();
  return { durationMs, answered, errors, samples, latenciesMs: latencies.sort((a, b) => a - b) };
}

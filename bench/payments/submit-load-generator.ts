/**
 * The submit benchmark's load generator, run as a child process so it does not share the
 * server's event loop: keep-alive HTTP connections, each sending its next submit as soon as the
 * previous answer arrives (closed loop), every submit with its own Idempotency-Key, the players
 * taken in turn. Bounded by a request count and a time limit. Started by submit.bench.ts over
 * IPC; not meant to be run by hand.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

export interface SubmitPhaseOrder {
  readonly type: 'run';
  readonly phase: string;
  /** The submit URL on the listening server. */
  readonly url: string;
  /** The server's own origin, for the same-origin check. */
  readonly origin: string;
  /** One `Cookie` header per player. */
  readonly cookies: readonly string[];
  /** The submit body without its form fields; `fields` are made per request. */
  readonly body: Readonly<Record<string, unknown>>;
  readonly fieldsKind: 'voucher' | 'card';
  readonly requests: number;
  readonly connections: number;
  readonly maxSeconds: number;
}

export interface SubmitPhaseReport {
  readonly type: 'done';
  readonly phase: string;
  /** Requests answered (any status). */
  readonly requests: number;
  /** Answers 200 with `ok: true` and a `notify` outcome: a deposit made. */
  readonly approved: number;
  readonly failures: number;
  /** Status codes seen, with counts. */
  readonly statuses: Record<string, number>;
  /** A few failing answers, for the report. */
  readonly samples: string[];
  readonly durationMs: number;
  /** Sorted latencies of answered requests, in milliseconds. */
  readonly latenciesMs: number[];
  readonly stoppedByTime: boolean;
  /** CPU time the load generator used during the phase, as a share of one core. */
  readonly cpuShare: number;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** An approving sandbox voucher code: `0000` and six random characters. */
function voucherCode(): string {
  return `0000${Array.from(randomBytes(6), (byte) => ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length)).join('')}`;
}

function fields(kind: SubmitPhaseOrder['fieldsKind']): Record<string, string> {
  if (kind === 'voucher') return { voucher_code: voucherCode() };
  const year = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0');
  return {
    card_number: '4242424242424242',
    card_holder: 'Bench Player',
    expiry_date: `12/${year}`,
    cvv: '123',
  };
}

function send(
  agent: Agent,
  url: URL,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function runPhase(order: SubmitPhaseOrder): Promise<SubmitPhaseReport> {
  // Bodies and keys are made before the clock starts, so the run measures the server.
  const runId = randomBytes(4).toString('hex');
  const bodies = Array.from({ length: order.requests }, () =>
    JSON.stringify({ ...order.body, fields: fields(order.fieldsKind) }),
  );
  const agent = new Agent({ keepAlive: true, maxSockets: order.connections });
  const url = new URL(order.url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const samples: string[] = [];
  let next = 0;
  let approved = 0;
  let failures = 0;
  let stoppedByTime = false;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const deadline = started + order.maxSeconds * 1000;

  const connection = async () => {
    while (next < bodies.length) {
      if (performance.now() > deadline) {
        stoppedByTime = true;
        return;
      }
      const index = next;
      next += 1;
      const headers = {
        'content-type': 'application/json',
        origin: order.origin,
        cookie: order.cookies[index % order.cookies.length]!,
        'idempotency-key': `bench-${runId}-${order.phase}-${index}`,
      };
      const sentAt = performance.now();
      try {
        const { status, text } = await send(agent, url, bodies[index]!, headers);
        latencies.push(performance.now() - sentAt);
        statuses[status] = (statuses[status] ?? 0) + 1;
        const answer =
          status === 200 ? (JSON.parse(text) as { ok?: boolean; outcome?: { status?: string } }) : {};
        if (answer.ok === true && answer.outcome?.status === 'notify') {
          approved += 1;
        } else {
          failures += 1;
          if (samples.length < 3) samples.push(`${status} ${text.slice(0, 300)}`);
        }
      } catch (error) {
        failures += 1;
        statuses.error = (statuses.error ?? 0) + 1;
        if (samples.length < 3) samples.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: order.connections }, connection));
  const durationMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();

  return {
    type: 'done',
    phase: order.phase,
    requests: latencies.length,
    approved,
    failures,
    statuses,
    samples,
    durationMs,
    latenciesMs: latencies.sort((a, b) => a - b),
    stoppedByTime,
    cpuShare: (cpu.user + cpu.system) / 1000 / durationMs,
  };
}

process.on('message', (message: SubmitPhaseOrder) => {
  void runPhase(message).then((report) => {
    process.send?.(report);
  });
});

/**
 * The collector benchmark's load generator, run as a child process so it does not share the
 * server's event loop: keep-alive HTTP connections, each sending its next batch as soon as the
 * previous answer arrives (closed loop). Bounded by a request count and a time limit.
 * Started by collector.bench.ts over IPC; not meant to be run by hand.
 */
import { Agent, request } from 'node:http';
import { batchBody } from '../lib/event-batches.ts';

export interface PhaseOrder {
  readonly type: 'run';
  readonly phase: string;
  readonly url: string;
  readonly requests: number;
  readonly connections: number;
  readonly eventsPerRequest: number;
  readonly maxSeconds: number;
}

export interface PhaseReport {
  readonly type: 'done';
  readonly phase: string;
  /** Requests answered (any status). */
  readonly requests: number;
  /** Events in requests answered 200 with every event accepted. */
  readonly eventsAccepted: number;
  readonly eventsSent: number;
  readonly failures: number;
  /** Status codes seen, with counts. */
  readonly statuses: Record<string, number>;
  readonly durationMs: number;
  readonly bodyBytes: number;
  /** Sorted latencies of answered requests, in milliseconds. */
  readonly latenciesMs: number[];
  readonly stoppedByTime: boolean;
  /** CPU time the load generator used during the phase, as a share of one core. */
  readonly cpuShare: number;
}

function send(agent: Agent, url: URL, body: string): Promise<{ status: number; accepted: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-api-version': 'v2',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let accepted = 0;
          if (res.statusCode === 200) {
            accepted = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { accepted: number }).accepted;
          }
          resolve({ status: res.statusCode ?? 0, accepted });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function runPhase(order: PhaseOrder): Promise<PhaseReport> {
  // Bodies are made before the clock starts, so the run measures the server, not JSON building.
  const bodies = Array.from({ length: order.requests }, (_, i) => batchBody(order.eventsPerRequest, i));
  const bodyBytes = bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0);
  const agent = new Agent({ keepAlive: true, maxSockets: order.connections });
  const url = new URL(order.url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  let eventsAccepted = 0;
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
      const body = bodies[next]!;
      next += 1;
      const sentAt = performance.now();
      try {
        const { status, accepted } = await send(agent, url, body);
        latencies.push(performance.now() - sentAt);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 200 && accepted === order.eventsPerRequest) eventsAccepted += accepted;
        else failures += 1;
      } catch {
        failures += 1;
        statuses.error = (statuses.error ?? 0) + 1;
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
    eventsAccepted,
    eventsSent: next * order.eventsPerRequest,
    failures,
    statuses,
    durationMs,
    bodyBytes: bodyBytes / Math.max(1, bodies.length),
    latenciesMs: latencies.sort((a, b) => a - b),
    stoppedByTime,
    cpuShare: (cpu.user + cpu.system) / 1000 / durationMs,
  };
}

process.on('message', (message: PhaseOrder) => {
  void runPhase(message).then((report) => {
    process.send?.(report);
  });
});

/**
 * The events flood of `events-flood.bench.ts`, run in its own process: batches of fresh events
 * POSTed to the collector at a fixed open-loop rate, as one client. Bounded: at most
 * `maxInFlight` requests outstanding (a send due while that many are waiting is skipped and
 * counted), and the phase ends after `seconds`, plus up to 10 s for answers. Started over IPC.
 */
import { Agent, request } from 'node:http';
import { batchBody } from '../lib/event-batches.ts';

export interface FloodOrder {
  readonly phase: string;
  readonly url: string;
  readonly rate: number;
  readonly seconds: number;
  readonly eventsPerRequest: number;
  readonly maxInFlight: number;
}

export interface FloodReport {
  readonly phase: string;
  readonly sent: number;
  /** Sends skipped because `maxInFlight` requests were outstanding. */
  readonly skipped: number;
  readonly statuses: Record<string, number>;
  /** Events the collector answered as accepted. */
  readonly eventsAccepted: number;
  readonly durationMs: number;
  /** Sorted latencies of answered requests, from their send, in ms. */
  readonly latenciesMs: number[];
}

function runFlood(order: FloodOrder): Promise<FloodReport> {
  const total = Math.round(order.rate * order.seconds);
  // Bodies are made before the clock starts: the run measures the server, not JSON building.
  const bodies = Array.from({ length: total }, (_, i) => batchBody(order.eventsPerRequest, i));
  const agent = new Agent({ keepAlive: true, maxSockets: order.maxInFlight });
  const url = new URL(order.url);
  const interval = 1000 / order.rate;
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let due = 0;
  let sent = 0;
  let skipped = 0;
  let settled = 0;
  let inFlight = 0;
  let eventsAccepted = 0;
  const started = performance.now();

  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      agent.destroy();
      resolve({
        phase: order.phase,
        sent,
        skipped,
        statuses,
        eventsAccepted,
        durationMs: performance.now() - started,
        latenciesMs: latencies.sort((a, b) => a - b),
      });
    };
    const count = (status: string) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      inFlight -= 1;
      settled += 1;
      if (due === total && settled === sent) finish();
    };

    const fire = (body: string) => {
      const sentAt = performance.now();
      inFlight += 1;
      sent += 1;
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            latencies.push(performance.now() - sentAt);
            if (res.statusCode === 200) {
              const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { accepted: number };
              eventsAccepted += answer.accepted;
            }
            count(String(res.statusCode ?? 0));
          });
        },
      );
      req.on('error', () => {
        count('error');
      });
      req.end(body);
    };

    const tick = () => {
      const now = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
      while (due < now) {
        const body = bodies[due] ?? '';
        due += 1;
        if (inFlight >= order.maxInFlight) skipped += 1;
        else fire(body);
      }
      if (due < total) {
        setTimeout(tick, Math.max(0, started + due * interval - performance.now()));
      } else {
        if (settled === sent) finish();
        setTimeout(finish, 10_000).unref();
      }
    };
    tick();
  });
}

process.on('message', (order: FloodOrder) => {
  void runFlood(order).then((report) => {
    process.send?.(report);
  });
});

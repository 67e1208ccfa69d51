import { Agent, request } from 'node:http';

/** The module a bench forks to run open-loop phases in their own process (`open-loop-child.ts`). */
export const OPEN_LOOP_CHILD = new URL('./open-loop-child.ts', import.meta.url);

/** What a parent asks an open-loop load generator to do for one phase. */
export interface LoadOrder {
  readonly phase: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly rate: number;
  readonly seconds: number;
}

/** What the load generator reports back for one phase. */
export interface LoadReport {
  readonly phase: string;
  readonly scheduled: number;
  /** Answered with 200. */
  readonly answered: number;
  readonly statuses: Record<string, number>;
  /** Answered with another status, or failed on the socket. */
  readonly errors: number;
  /** Requests still unanswered when the drain deadline passed. */
  readonly unanswered: number;
  readonly durationMs: number;
  /** Sorted latencies of answered requests from their scheduled send time, in ms. */
  readonly latenciesMs: number[];
  /** Average body size of 200 answers. */
  readonly bodyBytes: number;
  /** Share of one core this process used. */
  readonly cpuShare: number;
}

/**
 * Sends GETs at a fixed open-loop rate: each goes out on schedule whether or not earlier ones
 * were answered, and its latency counts from its scheduled time, so a stall shows in the figures
 * instead of silently slowing the sender (no coordinated omission). Bounded: whatever is not
 * answered 5 s after the last send counts as unanswered.
 */
export function runOpenLoop(order: LoadOrder): Promise<LoadReport> {
  const interval = 1000 / order.rate;
  const total = Math.round(order.rate * order.seconds);
  // Enough sockets that a slow answer never holds back the schedule.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(order.url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let answered = 0;
  let bodyBytes = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();

  return new Promise((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      const durationMs = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      agent.destroy();
      resolve({
        phase: order.phase,
        scheduled: total,
        answered,
        statuses,
        errors,
        unanswered: sent - answered - errors,
        durationMs,
        latenciesMs: latencies.sort((a, b) => a - b),
        bodyBytes: answered === 0 ? 0 : Math.round(bodyBytes / answered),
        cpuShare: (cpu.user + cpu.system) / 1000 / durationMs,
      });
    };
    const settle = () => {
      if (sent === total && answered + errors === total) finish();
    };

    const fire = (scheduledAt: number) => {
      const req = request(url, { agent, headers: order.headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          latencies.push(performance.now() - scheduledAt);
          const status = res.statusCode ?? 0;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 200) {
            answered += 1;
            bodyBytes += bytes;
          } else {
            errors += 1;
          }
          settle();
        });
      });
      req.on('error', () => {
        errors += 1;
        statuses.error = (statuses.error ?? 0) + 1;
        settle();
      });
      req.end();
    };

    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1);
      while (sent < due) {
        fire(started + sent * interval);
        sent += 1;
      }
      if (sent < total) {
        setTimeout(tick, Math.max(0, started + sent * interval - performance.now()));
      } else {
        setTimeout(finish, 5000).unref();
      }
    };
    tick();
  });
}

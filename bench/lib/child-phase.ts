import type { ChildProcess } from 'node:child_process';

/**
 * Sends one phase order to a load-generator child process and resolves with its report for
 * that phase; rejects if the child exits first.
 */
export function runChildPhase<Report extends { phase: string }>(
  child: ChildProcess,
  order: { readonly phase: string },
): Promise<Report> {
  return new Promise((resolve, reject) => {
    const onMessage = (report: Report) => {
      if (report.phase !== order.phase) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(report);
    };
    const onExit = (code: number | null) => {
      reject(new Error(`The load generator exited (${code}) during ${order.phase}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(order);
  });
}

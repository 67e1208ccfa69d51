import { useEffect, useState } from 'react';
import type { TransactionStatus } from '@playfront/contracts';
import { useCashierShell } from '../cashier/cashier-context.ts';
import { useCashierClient } from '../use-cashier.ts';

/** How often a pending payment is re-read when no live update says it moved. */
export const RESULT_POLL_MS = 3_000;

/**
 * The status of `transactionId`: a live update moves it at once; meanwhile the history is
 * polled, so a dropped socket only slows the answer down. Polling stops at a final status.
 */
export function useTransactionResult(
  transactionId: string | undefined,
  initial: TransactionStatus = 'pending',
  pollMs = RESULT_POLL_MS,
): TransactionStatus {
  const client = useCashierClient();
  const { liveStatuses } = useCashierShell();
  const [polled, setPolled] = useState<TransactionStatus>(initial);
  const live = transactionId === undefined ? undefined : liveStatuses.get(transactionId);
  const status = live ?? polled;

  useEffect(() => {
    if (transactionId === undefined || status !== 'pending') return;
    let stopped = false;
    const timer = setInterval(() => {
      void client.getTransactions({ limit: 20 }).then((result) => {
        if (stopped || !result.ok) return;
        const item = result.data.items.find((entry) => entry.id === transactionId);
        if (item !== undefined) setPolled(item.status);
      });
    }, pollMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, transactionId, status, pollMs]);

  return status;
}

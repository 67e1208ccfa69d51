import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CurrencyCode } from '@playfront/contracts';
import {
  TransactionHistory,
  type TransactionHistorySnapshot,
} from '../../core/history/transaction-history.ts';
import { useCashier, useSessionSnapshot } from '../use-cashier.ts';

/** The history's store for `currency`, read again whenever the session's live updates move. */
export function useTransactionHistory(
  currency: CurrencyCode | undefined,
): [TransactionHistory, TransactionHistorySnapshot] {
  const { client } = useCashier();
  const { liveVersion } = useSessionSnapshot();
  const [history] = useState(() => new TransactionHistory(client, currency));
  useEffect(() => {
    history.setCurrency(currency);
  }, [history, currency]);
  useEffect(() => {
    history.refresh();
  }, [history, liveVersion]);
  useEffect(
    () => () => {
      history.dispose();
    },
    [history],
  );
  const snapshot = useSyncExternalStore(history.subscribe, history.getSnapshot, history.getSnapshot);
  return [history, snapshot];
}

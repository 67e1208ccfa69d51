import type { GetMethodsResponse, TransactionItem } from '@playfront/contracts';
import type { MethodChoice } from '../methods/method-list.tsx';

/** The deposit fast deposit repeats: its method (and saved profile) and amount. */
export interface LastDeposit {
  choice: MethodChoice;
  /** Minor units; undefined when no earlier deposit with this method is known. */
  amount?: number;
}

/**
 * Picks what to repeat: the newest completed deposit whose method is still available, with the
 * most recently used saved profile of that method; else the most recent saved profile alone.
 */
export function pickLastDeposit(
  methods: GetMethodsResponse,
  history: readonly TransactionItem[],
): LastDeposit | undefined {
  const available = new Map(
    methods.methods.filter((method) => method.available).map((method) => [method.id, method]),
  );
  const last = history.find(
    (item) => item.action === 'deposit' && item.status === 'completed' && available.has(item.methodId),
  );
  if (last !== undefined) {
    const method = available.get(last.methodId);
    if (method !== undefined) {
      const profile = methods.savedProfiles.find((candidate) => candidate.methodId === method.id);
      return { choice: profile === undefined ? { method } : { method, profile }, amount: last.amount };
    }
  }
  for (const profile of methods.savedProfiles) {
    const method = available.get(profile.methodId);
    if (method !== undefined) return { choice: { method, profile } };
  }
  return undefined;
}

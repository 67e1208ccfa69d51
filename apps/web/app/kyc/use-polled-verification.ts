import { useEffect } from 'react';
import { KYC_PATH, type KycStatus, type KycVerification } from '@playfront/contracts';

/** While a check is pending pages ask again this often (the sandbox decides in seconds). */
const POLL_MS = 3000;

/**
 * While `status` is `pending`, reads the player's verification every few seconds and hands it to
 * `onUpdate`, so a page shows the decision without a reload; it stops once decided.
 */
export function usePolledVerification(
  status: KycStatus,
  onUpdate: (verification: KycVerification) => void,
): void {
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setInterval(() => {
      void fetch(KYC_PATH, { credentials: 'same-origin' })
        .then(async (response) => {
          if (response.ok) onUpdate((await response.json()) as KycVerification);
        })
        // A lost read is retried on the next tick.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [status, onUpdate]);
}

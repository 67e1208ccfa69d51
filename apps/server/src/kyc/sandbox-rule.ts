import type { KycStatus } from '@playfront/contracts';

/** The two ways a check ends. */
export type KycDecision = Extract<KycStatus, 'verified' | 'rejected'>;

/**
 * The sandbox KYC provider's deterministic rule, so tests and demos choose the outcome: a check
 * whose documents include a file named with "reject" (any letter case) is rejected; any other is
 * verified (docs/decisions/043-kyc-verification-next-step.md).
 */
export function sandboxDecision(fileNames: readonly string[]): KycDecision {
  return fileNames.some((name) => name.toLowerCase().includes('reject')) ? 'rejected' : 'verified';
}

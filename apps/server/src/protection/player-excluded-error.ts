import type { Exclusion } from '@playfront/contracts';

/** Rolls a deposit's claim back: the player has a cool-off or self-exclusion in force. */
export class PlayerExcludedError extends Error {
  readonly exclusion: Exclusion;
  constructor(exclusion: Exclusion) {
    super('The player has a cool-off or self-exclusion in force');
    this.name = 'PlayerExcludedError';
    this.exclusion = exclusion;
  }
}

import type { Exclusion } from '@playfront/contracts';
import type { PlayerText } from '../player-text/player-text.ts';
import { formatResetTime } from './deposit-limit-answer.ts';

/** The player's words for an exclusion in force: what it is and until when (UTC). */
export function exclusionMessage(exclusion: Exclusion, text: PlayerText): string {
  const time = formatResetTime(exclusion.endsAt, text);
  return exclusion.kind === 'cool_off'
    ? text('exclusion.cool_off_until', { time })
    : text('exclusion.self_excluded_until', { time });
}

import { randomBytes } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SupportMessageRequest } from '@playfront/contracts';

/** One stored message, as the support team reads it. */
export interface StoredSupportMessage extends SupportMessageRequest {
  readonly reference: string;
  readonly receivedAt: string;
  /** The player's id when they were logged in, so the team finds their payments. */
  readonly playerId: string | null;
  readonly language: string | null;
}

/**
 * A reference a player can read out or type: `S-` and ten hexadecimal digits (40 random bits;
 * a clash among a site's support messages is not a concern, and the time is stored beside it).
 */
function newReference(): string {
  return `S-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The support inbox while there is no mail set-up: one JSON line per message in
 * `DATA_DIR/support-messages.jsonl`. An append of one short line is atomic enough here, and the
 * file is where the team (or a mail relay added later) picks messages up.
 */
export function createSupportInbox(dataDir: string) {
  const file = join(dataDir, 'support-messages.jsonl');
  return {
    file,
    async store(
      message: SupportMessageRequest,
      from: { readonly playerId: string | null; readonly language: string | null },
    ): Promise<StoredSupportMessage> {
      const stored: StoredSupportMessage = {
        reference: newReference(),
        receivedAt: new Date().toISOString(),
        ...from,
        ...message,
      };
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify(stored)}\n`, 'utf8');
      return stored;
    },
  };
}

export type SupportInbox = ReturnType<typeof createSupportInbox>;

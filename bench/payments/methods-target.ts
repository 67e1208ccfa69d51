/**
 * The methods bench's Playfront side: the real server (buildApp, listening on 127.0.0.1,
 * NODE_ENV=production, LOG_LEVEL=warn) on a temp SQLite database with the returning player of
 * methods-player.ts, and the answer it gives them.
 */
import type { AddressInfo } from 'node:net';
import { buildApp, loadConfig } from '@playfront/server/testing';
import { METHODS_PATH, seedMethodsPlayer } from './methods-player.ts';

export { METHODS_PATH };

/** A server ready to answer the bench's request, and what its answer looked like. */
export interface MethodsTarget {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The answer's body, as a client reads it (no content encoding asked). */
  readonly body: Buffer;
  readonly contentType: string;
  readonly methodsListed: number;
  readonly savedProfiles: number;
  close(): Promise<void>;
}

export async function startPlayfrontMethods(dataDir: string): Promise<MethodsTarget> {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // One load generator stands for many players: the per-IP cap would measure itself.
      PAYMENTS_RATE_LIMIT_PER_IP_PER_MINUTE: '10000000',
    }),
  );
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const player = await seedMethodsPlayer(app, origin);
    const url = `${origin}${METHODS_PATH}`;
    const headers = { cookie: `pf_session=${player.session}` };
    const answer = await fetch(url, { headers });
    return {
      url,
      headers,
      body: Buffer.from(await answer.arrayBuffer()),
      contentType: answer.headers.get('content-type') ?? 'application/json',
      methodsListed: player.methodsListed,
      savedProfiles: player.savedProfiles,
      close: () => app.close(),
    };
  } catch (error) {
    await app.close();
    throw error;
  }
}

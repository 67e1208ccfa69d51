import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';

export interface ViteDevOptions {
  /** The app's folder, holding its vite.config.ts. */
  readonly root: string;
  /** Port of the app's hot-reload socket: one per app, as two Vite servers cannot share one. */
  readonly hmrPort: number;
}

/**
 * Starts Vite in middleware mode for one app (`npm run dev`) and lets it answer, before the
 * plugin's routes, the requests it owns: source modules, its client and dependencies. Vite and
 * middie are development dependencies, imported here only, so a production server never loads
 * them. The caller's plugin is encapsulated: the middlewares see only that plugin's routes.
 */
export async function mountViteDev(
  fastify: FastifyInstance,
  options: ViteDevOptions,
): Promise<ViteDevServer> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import('vite'),
    import('@fastify/middie'),
  ]);
  const vite = await createServer({
    root: options.root,
    configFile: join(options.root, 'vite.config.ts'),
    // Node imports the config itself (no bundled temporary copy), so `node --watch` restarts
    // the server when the config changes and never on Vite's own temporary files.
    configLoader: 'native',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { port: options.hmrPort, host: '127.0.0.1' } },
  });
  await fastify.register(middie);
  fastify.use(vite.middlewares);
  fastify.addHook('onClose', () => vite.close());
  return vite;
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';
import { mountViteDev } from './vite-dev.ts';
import type { WebRequestContext } from '@playfront/contracts';

export interface WebBuild {
  /** The server build, or (under Vite) a loader that returns its current version. */
  readonly build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the hashed client assets; null under Vite, which serves the modules itself. */
  readonly clientAssets: string | null;
  readonly createLoadContext: (context: WebRequestContext) => Promise<RouterContextProvider>;
  /**
   * React Router's handler from the same module graph as the build: its context check is an
   * `instanceof`, and under Vite the app gets React Router's development build, not Node's.
   */
  readonly createRequestHandler: typeof createRequestHandler;
}

type CreateLoadContext = (context: WebRequestContext) => RouterContextProvider;

function createLoadContextOf(build: ServerBuild, from: string): CreateLoadContext {
  const entry = build.entry.module as unknown as Record<string, unknown>;
  const createLoadContext = entry.createLoadContext;
  if (typeof createLoadContext !== 'function') {
    throw new Error(`${from} does not export createLoadContext: rebuild apps/web`);
  }
  return createLoadContext as CreateLoadContext;
}

/** The site's server build from `react-router build`, or null when it has not been built. */
export async function loadWebBuild(buildDir: string): Promise<WebBuild | null> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const createLoadContext = createLoadContextOf(build, serverEntry);
  return {
    build,
    clientAssets: join(buildDir, 'client', 'assets'),
    createLoadContext: (context) => Promise.resolve(createLoadContext(context)),
    createRequestHandler,
  };
}

const VIRTUAL_SERVER_BUILD = 'virtual:react-router/server-build';

/**
 * The site straight from apps/web's sources through Vite (`npm run dev`): every request renders
 * with the modules as they are now, and the browser reloads what changed over Vite's socket.
 */
export async function loadWebDev(
  fastify: FastifyInstance,
  appDir: string,
  hmrPort: number,
): Promise<WebBuild> {
  const vite = await mountViteDev(fastify, { root: appDir, hmrPort });
  const load = async () => (await vite.ssrLoadModule(VIRTUAL_SERVER_BUILD)) as ServerBuild;
  const reactRouter = (await vite.ssrLoadModule('react-router')) as {
    createRequestHandler: typeof createRequestHandler;
  };
  return {
    createRequestHandler: reactRouter.createRequestHandler,
    build: load,
    clientAssets: null,
    createLoadContext: async (context) => createLoadContextOf(await load(), VIRTUAL_SERVER_BUILD)(context),
  };
}

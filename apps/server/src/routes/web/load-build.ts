import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouterContextProvider, ServerBuild } from 'react-router';
import type { WebRequestContext } from './web-context.ts';

export interface WebBuild {
  readonly build: ServerBuild;
  readonly clientAssets: string;
  readonly createLoadContext: (context: WebRequestContext) => RouterContextProvider;
}

/** The site's server build from `react-router build`, or null when it has not been built. */
export async function loadWebBuild(buildDir: string): Promise<WebBuild | null> {
  const serverEntry = join(buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as unknown as Record<string, unknown>;
  const createLoadContext = entry.createLoadContext;
  if (typeof createLoadContext !== 'function') {
    throw new Error(`${serverEntry} does not export createLoadContext: rebuild apps/web`);
  }
  return {
    build,
    clientAssets: join(buildDir, 'client', 'assets'),
    createLoadContext: createLoadContext as WebBuild['createLoadContext'],
  };
}

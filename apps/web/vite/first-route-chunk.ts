import type { Plugin } from 'vite';

/**
 * The client build puts every module the first render of a page on the site's first route needs
 * (`entry.client.tsx`, `root.tsx` and that route's module, with everything they import
 * statically) into one chunk, instead of the 20-odd chunks the automatic splitting made of them.
 *
 * Why: React Router emits a `<link rel="modulepreload">` for every chunk the entry and the
 * matched routes import, and React hoists them into the head. On a slowed phone each hint costs
 * the parser a fetch to issue (79 ms of a 4x slowed main thread for 22 hints) and every fetch
 * shares the slow link with the rest of the document, so the first paint came after the no-JS
 * page's (decision 071). One chunk keeps the hints at four (entry, this chunk, root, route) and
 * the module graph one level deep. What only a later route or a later interaction needs
 * (the cashier, the other languages' messages, the chat loader: dynamic imports) is not captured
 * and stays in its own chunks.
 *
 * The set is the static-import closure of the first route's modules, read from the module graph
 * when the build ends; the chunk group asks it during chunking, which runs after.
 */
export function firstRouteChunk(firstRouteFiles: readonly string[], chunkName = 'first-route'): Plugin {
  const captured = new Set<string>();
  const isFirstRoute = (id: string) => {
    const path = id.split('?')[0] ?? id;
    return firstRouteFiles.some((file) => path.endsWith(file));
  };
  return {
    name: 'playfront:first-route-chunk',
    apply: 'build',
    // The server bundle is one file read from disk; only the browser's chunks matter.
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      captured.clear();
      const seen = new Set<string>();
      const pending = [...this.getModuleIds()].filter(isFirstRoute);
      while (pending.length > 0) {
        const id = pending.pop();
        if (id === undefined || seen.has(id)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (info === null) continue;
        // Entries (the route modules themselves) keep their own chunk: React Router imports them by name.
        if (!info.isEntry) captured.add(id);
        pending.push(...info.importedIds);
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [{ name: chunkName, test: (id: string) => captured.has(id) }],
        },
      };
    },
  };
}

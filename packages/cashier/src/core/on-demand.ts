/**
 * One module loaded once, on demand: `load()` starts (or joins) the import, `loaded()` answers it
 * when it has arrived (and starts loading it when not). Code kept out of the first load (phone
 * plans, crypto checksums, crypto field components) arrives through it.
 */
export function onDemand<T>(importer: () => Promise<T>): {
  load: () => Promise<T>;
  loaded: () => T | undefined;
} {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    loading ??= importer().then(
      (arrived) => {
        module = arrived;
        return arrived;
      },
      (error: unknown) => {
        // A failed load (offline) may be retried by the next rule or preload.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const loaded = (): T | undefined => {
    if (module === undefined) void load().catch(() => undefined);
    return module;
  };
  return { load, loaded };
}

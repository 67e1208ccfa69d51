/**
 * Runs before every test file (vitest.config.ts `setupFiles`). DOM tests wait up to 5 s for what
 * they look for (Testing Library's default is 1 s): the suite runs on two busy cores, where a
 * lazy chunk or a language file can take longer than a second to arrive. A real failure still
 * fails, only later.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

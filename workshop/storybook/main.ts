import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

/**
 * The component workshop (decision 062): the cashier's real components over a fake payments API,
 * built by Vite 8 like the rest of the repository. No addons beyond Storybook's core (toolbar,
 * viewport, backgrounds): axe runs in the test (e2e/specs/workshop), not in an addon.
 */
const config: StorybookConfig = {
  stories: ['../cashier/**/*.stories.tsx'],
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The props tables are not read here: react-docgen only costs build time.
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({
    ...vite,
    // Source-first workspaces: the packages resolve to their TypeScript, as in the apps.
    resolve: { ...vite.resolve, conditions: ['@playfront/source', ...defaultClientConditions] },
  }),
};

export default config;

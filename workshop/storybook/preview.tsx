import type { Preview } from '@storybook/react-vite';
import '@playfront/cashier/styles.css';
import { loadStoryLook } from '../cashier/story-look.ts';
import { WORKSHOP_LANGUAGES, WORKSHOP_THEMES } from '../cashier/looks.ts';

/** Every story is drawn in the look and language the toolbar picks (globals `theme`, `language`). */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Appearance: the light or dark preset, or a brand over dark',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...WORKSHOP_THEMES], dynamicTitle: true },
    },
    language: {
      description: 'Widget language (Arabic is right to left)',
      toolbar: { title: 'Language', icon: 'globe', items: [...WORKSHOP_LANGUAGES], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  loaders: [loadStoryLook],
  parameters: {
    layout: 'padded',
    controls: { disable: true },
    actions: { disable: true },
  },
};

export default preview;

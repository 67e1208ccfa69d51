import { loadMessages } from '@playfront/cashier/react';
import {
  appearanceOf,
  isWorkshopLanguage,
  isWorkshopTheme,
  type WorkshopLanguage,
  type WorkshopTheme,
} from './looks.ts';
import type { CashierAppearance } from '@playfront/cashier/react';

/** What every story renders with: the toolbar's look and language, the language's text loaded. */
export interface StoryLook {
  theme: WorkshopTheme;
  language: WorkshopLanguage;
  appearance: CashierAppearance;
  /** The widget's text in `language`, loaded before the story renders (no English flash). */
  messages: Readonly<Record<string, string>>;
}

/** Storybook's loader: reads the toolbar's globals and loads the language's text first. */
export async function loadStoryLook({
  globals,
}: {
  globals: Record<string, unknown>;
}): Promise<{ look: StoryLook }> {
  const theme = isWorkshopTheme(globals.theme) ? globals.theme : 'light';
  const language = isWorkshopLanguage(globals.language) ? globals.language : 'en';
  const messages = await loadMessages(language);
  return { look: { theme, language, appearance: appearanceOf(theme), messages } };
}

/** The look a story was loaded with (`context.loaded.look`). */
export function lookOf(loaded: Record<string, unknown>): StoryLook {
  const look = loaded.look as StoryLook | undefined;
  if (look === undefined)
    throw new Error('No look loaded: the workshop preview registers loadStoryLook as a loader');
  return look;
}

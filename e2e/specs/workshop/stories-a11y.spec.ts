import { expect, test } from '@playwright/test';
import { AxeInPage } from '../../fixtures/axe-in-page.ts';
import { startWorkshop, StoryViewer, type Workshop } from '../../fixtures/workshop.ts';

// Every story of the component workshop (decision 062) through axe, in each look: light in
// English, dark in Arabic (right to left), and the README's brand over dark. One test per look
// walks every story, so a new story is checked without touching this file.
const LOOKS = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'ar' },
  { theme: 'brand', language: 'en' },
] as const;

// A story is a part of a page: the page-level rules (one main landmark, a level-one heading,
// everything inside a landmark) are the host page's to keep. Every other rule runs.
const RULES = {
  rules: {
    region: { enabled: false },
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
  },
};

let workshop: Workshop;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  workshop = await startWorkshop();
});

test.afterAll(async () => {
  await workshop.close();
});

for (const look of LOOKS) {
  test(`given every workshop story in ${look.theme} and ${look.language}, axe should find no violations`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(workshop.stories.length).toBeGreaterThanOrEqual(20);
    const viewer = new StoryViewer(page, workshop.origin, look);
    const axe = new AxeInPage(page);
    for (const story of workshop.stories) {
      await viewer.show(story.id);
      const violations = await axe.violations('#storybook-root', RULES);
      expect.soft(violations, `${story.title} / ${story.name}`).toEqual([]);
    }
  });
}

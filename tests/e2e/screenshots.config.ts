import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * The README's screenshots (`pnpm --filter @studyflow/e2e screenshots`, after a web build): the
 * suite's own servers and browser settings, the study edition, the pictures written to docs/screenshots/.
 * Not part of `npm test`: a picture proves nothing a test does not.
 */
export default defineConfig({
  ...suite,
  testDir: './screenshots',
  retries: 0,
  reporter: [['list']],
  // The study edition's pages (the setup project still signs both demo learners in).
  projects: (suite.projects ?? []).filter((project) => project.name === 'setup' || project.name === 'study'),
});

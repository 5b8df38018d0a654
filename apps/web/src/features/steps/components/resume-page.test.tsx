import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { routes } from '../../../config/paths';
import { renderWithApp, testUser } from '../../../test-support/render';
import { moduleFixture } from '../test-fixtures';
import { ResumePage } from './resume-page';

const page = (
  <>
    <Route path={routes.learningModule.pattern} component={ResumePage} />
    <Route path={routes.chapter.pattern} component={ResumePage} />
  </>
);

describe("a module's and a chapter's address (DSH-6, SRC-1)", () => {
  it("opens the module's first unfinished step in place of the module's address", async () => {
    const { location } = renderWithApp(page, {
      path: '/flows/essay-writing/learning_modules/understanding-the-question',
      user: testUser(),
      trpc: { 'learningModules.get': () => moduleFixture() },
    });
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(
        routes.step.href({
          flowSlug: 'essay-writing',
          learningModuleSlug: 'understanding-the-question',
          chapterSlug: 'instruction-words',
          stepSlug: 'in-a-minute',
        }),
      ),
    );
  });

  it("opens a chapter's first unfinished step", async () => {
    const { location } = renderWithApp(page, {
      path: '/flows/essay-writing/learning_modules/understanding-the-question/chapters/topic-and-limits',
      user: testUser(),
      trpc: { 'learningModules.get': () => moduleFixture() },
    });
    await waitFor(() =>
      expect(location.history.at(-1)).toMatch(/chapters\/topic-and-limits\/steps\/find-the-topic$/),
    );
  });
});

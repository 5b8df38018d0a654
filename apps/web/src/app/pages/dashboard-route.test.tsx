import type { Flow } from '@studyflow/contracts/flows';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markPageDrawn, resetPageDrawn } from '../../lib/timing/page-drawn';
import { renderWithApp, testUser } from '../../test-support/render';
import { DashboardRoute } from './dashboard-route';

const flow: Flow = {
  id: 1,
  name: 'Essay Writing',
  slug: 'essay-writing',
  primaryColor: '#123456',
  secondaryColor: '#abcdef',
  tabColor: '#123456',
  learningModules: [
    {
      id: 11,
      name: 'Understanding the question',
      slug: 'understanding-the-question',
      description: 'What the question asks of you.',
      image: null,
      url: '/flows/essay-writing/learning_modules/understanding-the-question',
      learningModuleProgress: 40,
      learningModuleRemainingDuration: 600,
      isResume: true,
      chapters: [],
    },
  ],
};

/** The levels of every heading on the page, in reading order. */
const headingLevels = () => screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));

describe('the dashboard page', () => {
  it.each(['study', 'pro'] as const)('never skips a heading level (%s)', async (edition) => {
    const user = testUser({ softwareSelected: true, userInfo: null });
    renderWithApp(<DashboardRoute />, {
      path: edition === 'study' ? '/dashboard/learn' : '/dashboard/software?tab=learning-paths',
      edition,
      user,
      trpc: { 'flows.list': () => [flow], 'auth.authorize': () => user },
    });
    await screen.findByRole('heading', { level: 3, name: 'Understanding the question' });
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    levels.forEach((level, at) => {
      expect(level, `heading ${at + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(
        (levels[at - 1] ?? 0) + 1,
      );
    });
  });

  it('brings the account area below the first view once that view is drawn (issue 34)', async () => {
    resetPageDrawn();
    const user = testUser({ softwareSelected: true });
    renderWithApp(<DashboardRoute />, {
      path: '/dashboard/learn',
      user,
      trpc: { 'flows.list': () => [flow], 'auth.authorize': () => user },
    });
    await screen.findByRole('heading', { level: 3, name: 'Understanding the question' });
    expect(screen.queryByRole('heading', { name: 'Your account' })).toBeNull();
    act(markPageDrawn);
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeTruthy();
  });
});

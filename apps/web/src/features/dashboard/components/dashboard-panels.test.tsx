import type { Flow } from '@studyflow/contracts/flows';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { FlowsPanel } from './flows-panel';
import { SoftwarePanel } from './software-panel';

const module = (slug: string, progress: number, isResume: boolean, seconds: number) => ({
  id: slug,
  name: `Module ${slug}`,
  slug,
  description: `About ${slug}`,
  image: null,
  url: `/flows/essay-writing/learning_modules/${slug}`,
  learningModuleProgress: progress,
  learningModuleRemainingDuration: seconds,
  isResume,
  chapters: [],
});

const FLOW: Flow = {
  id: 1,
  name: 'Essay Writing',
  slug: 'essay-writing',
  primaryColor: '#8A4FBF',
  secondaryColor: '#EFE6F7',
  tabColor: '#8A4FBF',
  learningModules: [
    module('started', 40, true, 450),
    module('done', 100, true, 0),
    module('fresh', 0, false, 89),
  ],
};

describe('the learn dashboard flows (DSH-6, DSH-7)', () => {
  it('asks for the flows each time it opens and shows each module as a card', async () => {
    const flows = vi.fn(() => [FLOW]);
    renderWithApp(<FlowsPanel selectedSlug={null} />, { user: testUser(), trpc: { 'flows.list': flows } });
    const tab = await screen.findByRole('tab', { name: 'Essay Writing' });
    expect(tab.getAttribute('href')).toBe('/dashboard/learn/essay-writing');
    const cards = within(screen.getByRole('list', { name: 'Modules in Essay Writing' })).getAllByRole(
      'listitem',
    );

    const [started, done, fresh] = cards as [HTMLElement, HTMLElement, HTMLElement];
    // The name links to the module's address, which opens its first unfinished step.
    expect(within(started).getByRole('link', { name: 'Module started' }).getAttribute('href')).toBe(
      '/flows/essay-writing/learning_modules/started',
    );
    expect(started.textContent).toContain('RESUME');
    expect(started.textContent).toContain('40% done');
    // 450 s is 7.5 minutes: rounded at 30 s, 8.
    expect(started.textContent).toContain('8 minutes left');

    expect(done.textContent).not.toContain('RESUME');
    expect(within(done).getByRole('img', { name: 'Completed' })).toBeTruthy();
    expect(done.textContent).toContain('Finished');

    expect(fresh.textContent).not.toContain('RESUME');
    expect(within(fresh).queryByRole('img', { name: 'Completed' })).toBeNull();
    expect(fresh.textContent).toContain('1 minute left');
  });
});

describe('the software dashboard (DSH-1)', () => {
  const software = (id: number, slug: string, name: string) => ({
    id,
    slug,
    name,
    image: null,
    description: `${name} helps.`,
    group: 'Literacy',
    assistive: true,
  });

  it('gives each of the learner’s software a tab with an Essentials and a Strategies card', async () => {
    const tutorials = vi.fn(() => ({
      essentialSteps: [
        { softwareSlug: 'glean', link: '/tutorials/glean/essentials/recording', name: 'Recording' },
        { softwareSlug: 'glean', link: '/tutorials/glean/essentials/slides', name: 'Slides' },
      ],
      flowSteps: [
        {
          softwareSlug: 'glean',
          chapterName: 'Taking notes',
          link: '/tutorials/glean/flows/lectures/learning_modules/m/chapters/c/steps/s',
          name: 'Listen back',
        },
      ],
    }));
    renderWithApp(<SoftwarePanel selectedSlug="glean" />, {
      edition: 'pro',
      user: testUser({ softwares: [software(1, 'read-write', 'Read&Write'), software(2, 'glean', 'Glean')] }),
      trpc: { 'tutorials.list': tutorials },
    });
    const tabs = screen.getByRole('tablist', { name: 'Your software' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Read&Write', 'Glean']);
    expect(within(tabs).getByRole('tab', { name: 'Glean' }).getAttribute('aria-selected')).toBe('true');
    expect(within(tabs).getByRole('tab', { name: 'Glean' }).getAttribute('href')).toBe(
      '/dashboard/software/glean',
    );

    const start = await screen.findByRole('link', { name: 'Start the Glean Essentials' });
    expect(start.getAttribute('href')).toBe('/tutorials/glean/essentials/recording');
    expect(screen.getByText('2 short steps to get going with Glean.')).toBeTruthy();
    const strategies = screen.getByRole('list', { name: 'Strategies with Glean' });
    expect(within(strategies).getByRole('link', { name: 'Taking notes' }).getAttribute('href')).toBe(
      '/tutorials/glean/flows/lectures/learning_modules/m/chapters/c/steps/s',
    );
    expect(tutorials).toHaveBeenCalledTimes(1);
  });

  it('asks the learner to choose software when they have none', () => {
    renderWithApp(<SoftwarePanel selectedSlug={null} />, {
      user: testUser({ softwares: [] }),
      trpc: { 'tutorials.list': () => ({ essentialSteps: [], flowSteps: [] }) },
    });
    expect(screen.getByText('You have not chosen any software yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Select Software' })).toBeTruthy();
  });
});

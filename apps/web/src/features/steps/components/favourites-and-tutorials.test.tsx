import type { FavouriteFlow } from '@studyflow/contracts/favourites';
import { toasts } from '@studyflow/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { routes } from '../../../config/paths';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { answerFixture, stepFixture } from '../test-fixtures';
import { FavouriteStepPage } from './favourite-step-page';
import { FavouritesPage } from './favourites-page';
import { EssentialStepPage, StrategyStepPage } from './tutorial-pages';

const FAVOURITES: FavouriteFlow[] = [
  {
    id: 1,
    name: 'Essay Writing',
    slug: 'essay-writing',
    primaryColor: '#8A4FBF',
    secondaryColor: null,
    tabColor: null,
    learningModules: [
      {
        id: 3,
        name: 'Planning',
        slug: 'planning',
        chapters: [
          {
            id: 4,
            name: 'Word budgets',
            slug: 'word-budgets',
            steps: [
              {
                id: 40,
                name: 'Splitting the words',
                slug: 'splitting',
                pageType: 'text',
                duration: 60,
                url: '/flows/essay-writing/learning_modules/planning/chapters/word-budgets/steps/splitting',
                isCompleted: false,
                isFavourite: true,
                hasNote: false,
              },
            ],
          },
        ],
      },
    ],
  },
];

const FAVOURITE_PATH =
  '/favourites/flows/essay-writing/learning_modules/planning/chapters/word-budgets/steps/splitting';

afterEach(() => toasts.clear());

describe('/favourites (FAV-2, FAV-3)', () => {
  it('goes straight to the first favourite step, under /favourites', async () => {
    const { location } = renderWithApp(<FavouritesPage />, {
      path: '/favourites',
      user: testUser(),
      trpc: { 'favourites.list': () => FAVOURITES },
    });
    await waitFor(() => expect(location.history.at(-1)).toBe(FAVOURITE_PATH));
  });

  it("says 'No Favourites yet.' and how to add one when there are none", async () => {
    renderWithApp(<FavouritesPage />, {
      path: '/favourites',
      user: testUser(),
      trpc: { 'favourites.list': () => [] },
    });
    expect(await screen.findByText('No Favourites yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeTruthy();
    expect(screen.getByText(/press the Favourite button/)).toBeTruthy();
  });

  it('shows an error toast when the favourites cannot be loaded (FAV-5), says so and tries again', {
    timeout: 30_000,
  }, async () => {
    const add = vi.spyOn(toasts, 'add');
    let fail = true;
    const list = vi.fn(() => {
      if (fail) throw trpcFailure({ httpStatus: 502, upstreamStatus: 500, msg: 'Favourites are resting' });
      return [];
    });
    const { location } = renderWithApp(<FavouritesPage />, {
      path: '/favourites',
      user: testUser(),
      errorPages: true,
      trpc: { 'favourites.list': list },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Something went wrong...', description: 'Favourites are resting' }),
        expect.anything(),
      ),
    );
    // Not 'No Favourites yet.', which nobody knows: the list could not be loaded.
    expect(await screen.findByText('Your favourites could not be loaded.')).toBeTruthy();
    expect(screen.queryByText('No Favourites yet.')).toBeNull();
    expect(location.history).toEqual(['/favourites']);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No Favourites yet.')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Favourites' }));
  });
});

describe('a favourite step (FAV-1)', () => {
  it('reads the step in the favourites view with the favourites in the sidebar', async () => {
    const get = vi.fn(() => answerFixture(stepFixture({ name: 'Splitting the words', isFavourite: true })));
    renderWithApp(<Route path={routes.favouriteStep.pattern} component={FavouriteStepPage} />, {
      path: FAVOURITE_PATH,
      user: testUser(),
      trpc: { 'steps.get': get, 'favourites.list': () => FAVOURITES },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Splitting the words' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      expect.objectContaining({ stepSlug: 'splitting', learningModuleSlug: 'planning', view: 'favourites' }),
    );
    const sidebar = await screen.findByRole('navigation', { name: 'Your favourite steps' });
    const link = await within(sidebar).findByRole('link', { name: /Splitting the words/ });
    expect(link.getAttribute('href')).toBe(FAVOURITE_PATH);
    expect(link.getAttribute('aria-current')).toBe('page');
  });
});

describe('tutorials (FAV-6 to FAV-8)', () => {
  const glean = {
    id: 2,
    slug: 'glean',
    name: 'Glean',
    image: null,
    description: null,
    group: null,
    assistive: true,
  };
  const TUTORIALS = {
    essentialSteps: [
      { softwareSlug: 'glean', link: '/tutorials/glean/essentials/recording', name: 'Recording' },
    ],
    flowSteps: [
      {
        softwareSlug: 'glean',
        chapterName: 'Taking notes',
        link: '/tutorials/glean/flows/lectures/learning_modules/notes/chapters/taking-notes/steps/listen',
        name: 'Listen back',
      },
    ],
  };

  it('reads an Essentials step under a sidebar named after the software', async () => {
    renderWithApp(<Route path={routes.essentialsTutorial.pattern} component={EssentialStepPage} />, {
      path: '/tutorials/glean/essentials/recording',
      user: testUser({ softwares: [glean] }),
      trpc: {
        'tutorials.get': () => stepFixture({ name: 'Recording a lecture' }),
        'tutorials.list': () => TUTORIALS,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Recording a lecture' })).toBeTruthy();
    const sidebar = await screen.findByRole('navigation', { name: 'Glean tutorial' });
    expect(within(sidebar).getByRole('heading', { level: 2, name: 'Glean' })).toBeTruthy();
    expect(within(sidebar).getByRole('button', { name: 'Essentials' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(sidebar).getByRole('button', { name: 'Taking notes' })).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Recording' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // An Essentials step is not part of a flow: nothing to complete or favourite.
    expect(screen.queryByRole('button', { name: 'MARK AS COMPLETE' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Favourite' })).toBeNull();
  });

  it('reads a strategies step in the tutorials view, also by its sections address', async () => {
    const get = vi.fn(() => answerFixture(stepFixture({ name: 'Listen back' })));
    renderWithApp(<Route path={routes.sectionTutorial.pattern} component={StrategyStepPage} />, {
      path: '/tutorials/glean/flows/lectures/sections/notes/chapters/taking-notes/steps/listen',
      user: testUser({ softwares: [glean] }),
      trpc: { 'steps.get': get, 'tutorials.list': () => TUTORIALS },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listen back' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith({
      flowSlug: 'lectures',
      learningModuleSlug: 'notes',
      sectionSlug: 'notes',
      chapterSlug: 'taking-notes',
      stepSlug: 'listen',
      view: 'tutorials',
      software: 'glean',
      softwareSlug: 'glean',
    });
  });

  it.each([
    ['study', '/dashboard/learn'],
    ['pro', '/dashboard/software'],
  ] as const)('sends a tutorial of unknown software back to the %s dashboard', async (edition, dashboard) => {
    const { location, calls } = renderWithApp(
      <Route path={routes.essentialsTutorial.pattern} component={EssentialStepPage} />,
      {
        path: '/tutorials/nothing-like-it/essentials/recording',
        edition,
        user: testUser({ softwares: [glean] }),
      },
    );
    await waitFor(() => expect(location.history.at(-1)).toBe(dashboard));
    expect(calls.filter((call) => call.path === 'tutorials.get')).toEqual([]);
  });
});

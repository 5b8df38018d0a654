import type { Completion, Step } from '@studyflow/contracts/learning';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { routes } from '../../../config/paths';
import { SESSION_QUERY_KEY } from '../../../lib/session/session';
import { setFocusMode } from '../../../lib/shell/focus-mode';
import { markPageDrawn, resetPageDrawn } from '../../../lib/timing/page-drawn';
import type { VideoPlayerProps } from '../../../lib/video/video-player';
import { renderWithApp, testUser } from '../../../test-support/render';
import { trpcFailure } from '../../../test-support/trpc';
import { resetVideoPositionSupport } from '../api/save-video-position';
import { answerFixture, moduleFixture, stepFixture } from '../test-fixtures';
import { StepPage } from './step-page';

// vidstack needs a real media element; the player's own rules are tested in lib. Here a stand-in
// shows what the step hands it and lets a test move the playback clock.
const player = vi.hoisted(() => ({ props: null as VideoPlayerProps | null }));
vi.mock('../../../lib/video/video-player', () => ({
  VideoPlayer: (props: VideoPlayerProps) => {
    player.props = props;
    return <p>Video player: {props.title}</p>;
  },
}));

const ADDRESS = {
  flowSlug: 'essay-writing',
  learningModuleSlug: 'understanding-the-question',
  chapterSlug: 'instruction-words',
  stepSlug: 'what-the-question-wants',
};

const completion = (step: Step): Completion => ({
  percent: 20,
  progressStep: { id: 501, stepId: step.id, completed: true },
  chapterProgress: { id: 21, progress: 100 },
  learningModuleProgress: { progress: 65 },
  user: { badges: [{ id: 9, name: 'KNOWLEDGE_KNIGHT', createdAt: new Date().toISOString() }] },
});

function renderStep(step: Step, trpc: Record<string, (input: unknown) => unknown> = {}) {
  return renderWithApp(<Route path={routes.step.pattern} component={StepPage} />, {
    path: routes.step.href(ADDRESS),
    user: testUser({ softwareSelected: true }),
    trpc: {
      'steps.get': () => answerFixture(step),
      'learningModules.get': () => moduleFixture(),
      ...trpc,
    },
  });
}

afterEach(() => {
  act(() => setFocusMode(false));
  player.props = null;
});

describe('the step page', () => {
  it('asks for the step in the flows view, tracking the visit, and shows it with its module', async () => {
    const { calls } = renderStep(stepFixture());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'What the question wants you to do' }),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === 'steps.get')?.input).toEqual({
      ...ADDRESS,
      view: 'flows',
      trackSession: true,
    });
    // The server's HTML, sanitised, with its headings moved under the page's h1.
    expect(await screen.findByRole('heading', { level: 2, name: 'Common words' })).toBeTruthy();
    expect(screen.getByText('Circle the instruction word.')).toBeTruthy();

    const sidebar = await screen.findByRole('navigation', { name: 'Module contents' });
    expect(within(sidebar).queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    expect(
      within(sidebar).getByRole('heading', { level: 2, name: 'Understanding the question' }),
    ).toBeTruthy();
    expect(within(sidebar).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    // The current chapter is open; its steps say their type, a video its minutes, and their marks.
    const chapter = within(sidebar).getByRole('button', { name: 'Instruction words' });
    expect(chapter.getAttribute('aria-expanded')).toBe('true');
    const current = within(sidebar).getByRole('link', { name: /What the question wants you to do/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.textContent).toContain('Text');
    expect(current.textContent).toContain('Completed');
    const video = within(sidebar).getByRole('link', { name: /Instruction words in a minute/ });
    expect(video.textContent).toContain('Video');
    expect(video.textContent).toContain('2 MIN');
    expect(video.textContent).toContain('In your favourites');
    expect(video.textContent).toContain('Has a note');
    expect(video.getAttribute('href')).toBe(routes.step.href({ ...ADDRESS, stepSlug: 'in-a-minute' }));

    expect(screen.getByRole('link', { name: 'CONTINUE' }).getAttribute('href')).toBe(stepFixture().nextUrl);
  });

  it('lists the sources a step draws on under its text, and nothing when it has none', async () => {
    const cited = 'Dunlosky et al. (2013), Improving students’ learning with effective learning techniques';
    const { unmount } = renderStep(stepFixture({ sources: [cited] }));
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('listitem').textContent).toBe(cited);
    unmount();
    renderStep(stepFixture());
    await screen.findByRole('heading', { level: 1, name: 'What the question wants you to do' });
    expect(screen.queryByRole('region', { name: 'Sources' })).toBeNull();
  });

  it('opens and closes the extra content with READ MORE and READ LESS', async () => {
    const user = userEvent.setup();
    renderStep(stepFixture());
    const more = await screen.findByRole('button', { name: 'READ MORE' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(await screen.findByText('Markers look for analysis.')).toBeTruthy();
    const less = screen.getByRole('button', { name: 'READ LESS' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.click(less);
    expect(screen.queryByText('Markers look for analysis.')).toBeNull();
  });

  it('marks a text step complete, shows it done at once and hands the new badges to the learner', async () => {
    const user = userEvent.setup();
    const step = stepFixture();
    const complete = vi.fn(() => completion(step));
    const { queryClient } = renderStep(step, { 'steps.complete': complete });
    await user.click(await screen.findByRole('button', { name: 'MARK AS COMPLETE' }));
    await waitFor(() => expect(screen.getByText('COMPLETED')).toBeTruthy());
    expect(complete).toHaveBeenCalledWith(ADDRESS);
    expect(screen.queryByRole('button', { name: 'MARK AS COMPLETE' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('COMPLETED');
    expect(queryClient.getQueryData<{ badges: { name: string }[] }>(SESSION_QUERY_KEY)?.badges).toEqual([
      expect.objectContaining({ name: 'KNOWLEDGE_KNIGHT' }),
    ]);
  });

  it('offers no mark-complete action on a video step, which completes by being watched', async () => {
    renderStep(
      stepFixture({ pageType: 'vid', video: '/uploads/steps/a.mp4', videoText: 'Every essay question…' }),
    );
    expect(await screen.findByText('Video player: What the question wants you to do')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'MARK AS COMPLETE' })).toBeNull();
  });

  it('toggles the favourite', async () => {
    const user = userEvent.setup();
    const toggle = vi.fn(() => ({
      isFavourite: true,
      chapterId: 21,
      stepId: 11,
      badges: [],
      favourites: [],
    }));
    renderStep(stepFixture(), { 'steps.toggleFavourite': toggle });
    const favourite = await screen.findByRole('button', { name: 'Favourite' });
    expect(favourite.getAttribute('aria-pressed')).toBe('false');
    await user.click(favourite);
    await waitFor(() => expect(favourite.getAttribute('aria-pressed')).toBe('true'));
    expect(toggle).toHaveBeenCalledWith(ADDRESS);
  });

  it("shows the module's contents a frame after the step on the app's first page", async () => {
    resetPageDrawn();
    renderStep(stepFixture());
    await screen.findByText('Circle the instruction word.');
    expect(screen.queryByRole('navigation', { name: 'Module contents' })).toBeNull();
    act(markPageDrawn);
    expect(await screen.findByRole('navigation', { name: 'Module contents' })).toBeTruthy();
  });

  it('hides the sidebar in focus mode and brings it back', async () => {
    const user = userEvent.setup();
    renderStep(stepFixture());
    await screen.findByRole('navigation', { name: 'Module contents' });
    const focus = screen.getByRole('button', { name: 'Focus mode' });
    await user.click(focus);
    expect(focus.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('navigation', { name: 'Module contents' })).toBeNull();
    await user.click(focus);
    expect(await screen.findByRole('navigation', { name: 'Module contents' })).toBeTruthy();
  });

  it('switches a video step to its text, and opens its transcript', async () => {
    const user = userEvent.setup();
    renderStep(
      stepFixture({ pageType: 'vid', video: '/uploads/steps/a.mp4', videoText: 'Every essay question…' }),
    );
    await screen.findByText(/Video player/);
    await user.click(screen.getByRole('button', { name: 'TRANSCRIPT' }));
    expect(screen.getByRole('region', { name: 'Transcript' }).textContent).toContain('Every essay question…');
    await user.click(screen.getByRole('button', { name: 'CLOSE TRANSCRIPT' }));
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show the text' }));
    expect(screen.queryByText(/Video player/)).toBeNull();
    expect(await screen.findByText('instruction word', { selector: 'strong' })).toBeTruthy();
  });

  it('gives the player its title card as the poster, never as a thumbnails track', async () => {
    renderStep(
      stepFixture({
        pageType: 'vid',
        video: '/uploads/steps/a.mp4',
        subtitle: '/uploads/steps/a.en.vtt',
        segments: '/uploads/steps/a.chapters.vtt',
        thumbnail: '/uploads/steps/a.jpg',
      }),
    );
    await screen.findByText(/Video player/);
    const props = player.props ?? {};
    // A single image handed over as a track is fetched for nothing and previews nothing.
    expect(Object.keys(props)).not.toContain('thumbnails');
    const carriesImage = Object.entries(props).filter(([, value]) => value === '/uploads/steps/a.jpg');
    expect(carriesImage).toEqual([['poster', '/uploads/steps/a.jpg']]);
    expect(player.props?.chapters).toBe('/uploads/steps/a.chapters.vtt');
  });

  it('reports a video watched once, between 5.0 and 5.3 s, and saves where it was left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const step = stepFixture({ pageType: 'vid', video: '/uploads/steps/a.mp4' });
      const watched = vi.fn(() => completion(step));
      const save = vi.fn(() => ({ videoPosition: 42 }));
      renderStep(step, { 'steps.videoWatched': watched, 'steps.savePosition': save });
      await screen.findByText(/Video player/);
      const props = player.props;
      act(() => {
        props?.onTimeUpdate?.(4.9);
        props?.onTimeUpdate?.(5.1);
        props?.onTimeUpdate?.(5.2);
      });
      await waitFor(() => expect(watched).toHaveBeenCalledTimes(1));
      expect(watched).toHaveBeenCalledWith(ADDRESS);
      expect(props?.serverPosition).toBeNull();

      act(() => {
        props?.onPositionSave?.(41.6);
        props?.onPositionSave?.(42.4);
      });
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
      expect(save).toHaveBeenCalledWith({ ...ADDRESS, seconds: 42 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops sending the place where the upstream keeps no video positions', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    resetVideoPositionSupport();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const save = vi.fn(() => {
        throw trpcFailure({
          code: 'UPSTREAM_FEATURE_MISSING',
          httpStatus: 501,
          upstreamStatus: 404,
          missingFeature: 'videoPosition',
        });
      });
      renderStep(stepFixture({ pageType: 'vid', video: '/uploads/steps/a.mp4', isCompleted: true }), {
        'steps.savePosition': save,
      });
      await screen.findByText(/Video player/);
      act(() => player.props?.onPositionSave?.(10));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
      act(() => player.props?.onPositionSave?.(20));
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(save).toHaveBeenCalledTimes(1);
      expect(log).not.toHaveBeenCalled();
    } finally {
      resetVideoPositionSupport();
      log.mockRestore();
      vi.useRealTimers();
    }
  });

  it('never reports a video step that is already done', async () => {
    const step = stepFixture({ pageType: 'vid', video: '/uploads/steps/a.mp4', isCompleted: true });
    const watched = vi.fn(() => completion(step));
    renderStep(step, { 'steps.videoWatched': watched });
    await screen.findByText(/Video player/);
    act(() => player.props?.onTimeUpdate?.(5.1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(watched).not.toHaveBeenCalled();
  });

  it('says so when the step cannot be opened', async () => {
    renderStep(stepFixture(), {
      'steps.get': () => {
        throw trpcFailure({ httpStatus: 400 });
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This step could not be opened.' }),
    ).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { learningWeek } from '../../../lib/learning/learning-days';
import { renderWithApp, testUser } from '../../../test-support/render';
import { WeeklyGoalCard } from './weekly-goal-card';

afterEach(() => window.localStorage.clear());

const learner = testUser({ id: 7 });

describe('the weekly goal card', () => {
  it('counts this week’s learning days against the default goal of 3, with no loss wording', () => {
    learningWeek.recordDay('7', new Date());
    renderWithApp(<WeeklyGoalCard />, { user: learner, edition: 'pro' });
    const meter = screen.getByRole('progressbar', { name: 'Learning days this week' });
    expect(meter.getAttribute('aria-valuetext')).toBe('1 of 3 learning days this week');
    expect(screen.getByText('1 of 3 learning days this week')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/missed|lost|broke|streak/i);
  });

  it('keeps a new goal per learner, says so, and celebrates once when it is already reached', async () => {
    learningWeek.recordDay('7', new Date());
    const user = userEvent.setup();
    renderWithApp(<WeeklyGoalCard />, { user: learner });
    // The select is a stand-in until the pointer comes over it (ui DeferredSelect, tested there):
    // pressed once the real one has taken its place, whether its code was already loaded or not.
    await user.hover(screen.getByRole('button', { name: /Weekly goal/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Weekly goal/ }).hasAttribute('data-rac')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: /Weekly goal/ }));
    await user.click(await screen.findByRole('option', { name: '1 day a week' }));
    expect(screen.getByText('Your weekly goal is now 1 day.')).toBeTruthy();
    expect(screen.getByText('1 of 1 learning day this week')).toBeTruthy();
    expect(screen.getByText('You reached this week’s goal. Anything more is a bonus.')).toBeTruthy();
    expect(learningWeek.goal('7').goal).toBe(1);
    expect(learningWeek.goal('8').goal).toBe(3);
    // Celebrated this week already: a later check finds nothing more to celebrate.
    expect(learningWeek.takeCelebration('7', new Date())).toBe(false);
  });
});

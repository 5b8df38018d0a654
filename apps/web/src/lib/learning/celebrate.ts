import { notify } from '../shell/notify';
import { learningWeek } from './learning-days';

/** The once-a-week message, calm and in plain words (the same on the dashboard card). */
export const goalReachedMessage = (goal: number): string =>
  `You reached your weekly goal: ${goal} learning ${goal === 1 ? 'day' : 'days'} this week. Well done.`;

/**
 * Celebrates the week's goal the first time it is found reached (a polite toast, which moves only
 * when the learner's system allows motion): after a step is completed, or when the learner lowers
 * the goal to what the week already holds.
 */
export function celebrateWeeklyGoal(learner: string, now = new Date()): void {
  if (learningWeek.takeCelebration(learner, now)) notify(goalReachedMessage(learningWeek.goal(learner).goal));
}

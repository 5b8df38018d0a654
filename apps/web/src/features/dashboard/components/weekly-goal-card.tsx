import { DeferredSelect } from '@studyflow/ui/deferred-select';
import { Stack } from '@studyflow/ui/stack';
import { useId, useState } from 'react';
import { ProgressMeter } from '../../../lib/components/progress-meter';
import { celebrateWeeklyGoal } from '../../../lib/learning/celebrate';
import { learningWeek, useLearningWeekVersion } from '../../../lib/learning/learning-days';
import { GOAL_MAX, GOAL_MIN } from '../../../lib/learning/week';
import { learnerKey, useCurrentUser } from '../../../lib/session/session';
import { useDashboardCopy } from '../copy';
import * as styles from './dashboard.css';

const GOALS = Array.from({ length: GOAL_MAX - GOAL_MIN + 1 }, (_, index) => GOAL_MIN + index);

/**
 * The kind weekly goal: how many days this week the learner learnt, against a goal of 1–7 days they
 * choose. A day without learning breaks nothing and is never named; the week starts afresh on
 * Monday. Reaching the goal is celebrated once a week (lib/learning/celebrate).
 */
export function WeeklyGoalCard() {
  const { weeklyGoal: copy } = useDashboardCopy();
  const learner = learnerKey(useCurrentUser());
  // Read again whenever a learning day or the goal changes (here or in another tab).
  useLearningWeekVersion();
  const [status, setStatus] = useState('');
  const headingId = useId();
  const now = new Date();
  const learnt = learningWeek.learntThisWeek(learner, now);
  const { goal } = learningWeek.goal(learner);

  const choose = (next: number) => {
    if (next === goal) return;
    const kept = learningWeek.setGoal(learner, next);
    setStatus(kept ? copy.goalSaved(next) : copy.notKept);
    celebrateWeeklyGoal(learner);
  };

  return (
    <section aria-labelledby={headingId} className={styles.goalCard}>
      <Stack gap="4">
        <h2 id={headingId} className={styles.goalHeading}>
          {copy.heading}
        </h2>
        <ProgressMeter
          label={copy.meterLabel}
          value={(Math.min(learnt, goal) / goal) * 100}
          valueText={copy.count(learnt, goal)}
        />
        <p className={styles.goalText}>
          {learnt >= goal ? copy.reached : learnt === 0 ? copy.none : copy.onTheWay}
        </p>
        <div className={styles.goalField}>
          <DeferredSelect
            label={copy.goalLabel}
            description={copy.goalHint}
            items={GOALS.map((days) => ({ id: days, label: copy.goalOption(days) }))}
            selectedKey={goal}
            onSelectionChange={choose}
          />
        </div>
        <p className={styles.goalText} aria-live="polite">
          {status}
        </p>
      </Stack>
    </section>
  );
}

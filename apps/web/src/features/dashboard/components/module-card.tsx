import type { Flow, LearningModuleSummary } from '@studyflow/contracts/flows';
import { Cluster } from '@studyflow/ui/cluster';
import { CheckIcon } from '@studyflow/ui/icons';
import { Link } from '@studyflow/ui/link';
import { Spread } from '@studyflow/ui/spread';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { ClockIcon } from '../../../lib/components/app-icons';
import { ProgressMeter } from '../../../lib/components/progress-meter';
import { useDashboardCopy } from '../copy';
import { moduleState, remainingMinutes } from '../duration';
import * as styles from './dashboard.css';

/**
 * A learning module (DSH-6): name, description, progress (a number and a bar), minutes left,
 * RESUME when the learner can pick it up again and a tick once it is finished. The name links to
 * the module's first unfinished step, and the whole card answers to a click.
 */
export function ModuleCard({
  module,
  flow,
  href,
}: {
  module: LearningModuleSummary;
  flow: Flow;
  /** The module's address, which opens its first unfinished step. */
  href: string;
}) {
  const copy = useDashboardCopy();
  const progress = Math.round(module.learningModuleProgress);
  const state = moduleState(module);
  const minutes = remainingMinutes(module.learningModuleRemainingDuration);
  const timeLeft =
    state === 'done' ? copy.finished : minutes === 0 ? copy.underAMinute : copy.minutesLeft(minutes);
  return (
    <Stack as="li" gap="3" className={styles.moduleCard} style={{ borderTopColor: flow.primaryColor }}>
      {/* The name, then RESUME or the tick on the same line when they fit. */}
      <Spread gap="2" align="start">
        <h3 className={heading({ level: 3 })}>
          <Link href={href} isStretched>
            {module.name}
          </Link>
        </h3>
        {state === 'resume' ? <span className={styles.resume}>{copy.resume}</span> : null}
        {state === 'done' ? (
          <span className={styles.tick} role="img" aria-label={copy.completed}>
            <CheckIcon />
          </span>
        ) : null}
      </Spread>
      <p className={styles.description}>{module.description}</p>
      <ProgressMeter
        label={copy.progressOf(module.name)}
        hideLabel
        value={progress}
        valueText={copy.percentDone(progress)}
        color={flow.primaryColor}
      />
      <Cluster as="p" gap="2" align="center" wrap={false} className={styles.meta}>
        <ClockIcon />
        <span>{timeLeft}</span>
      </Cluster>
    </Stack>
  );
}

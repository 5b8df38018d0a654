import type { Flow, LearningModuleSummary } from '@studyflow/contracts/flows';
import { heading } from '@studyflow/ui/styles/text.css';
import { ClockIcon } from '../../../lib/app-icons';
import { ProgressMeter } from '../../../lib/progress-meter';
import { useDashboardCopy } from '../copy';
import { remainingMinutes } from '../duration';
import * as styles from './dashboard.css';

/** A learning module: name, description, progress (a number and a bar) and minutes left. */
export function ModuleCard({ module, flow }: { module: LearningModuleSummary; flow: Flow }) {
  const copy = useDashboardCopy();
  const progress = Math.round(module.learningModuleProgress);
  const minutes = remainingMinutes(module.learningModuleRemainingDuration);
  const timeLeft =
    progress >= 100 ? copy.finished : minutes === 0 ? copy.underAMinute : copy.minutesLeft(minutes);
  return (
    <li className={styles.moduleCard} style={{ borderTopColor: flow.primaryColor }}>
      <h3 className={heading({ level: 3 })}>{module.name}</h3>
      <p className={styles.description}>{module.description}</p>
      <ProgressMeter
        label={copy.progressOf(module.name)}
        hideLabel
        value={progress}
        valueText={copy.percentDone(progress)}
        color={flow.primaryColor}
      />
      <p className={styles.meta}>
        <ClockIcon />
        <span>{timeLeft}</span>
      </p>
    </li>
  );
}

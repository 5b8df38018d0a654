import { Button } from '@studyflow/ui/button';
import { Link } from '@studyflow/ui/link';
import { Skeleton } from '@studyflow/ui/skeleton';
import { heading } from '@studyflow/ui/styles/text.css';
import { useId } from 'react';
import { BadgeIcon, NoteIcon } from '../../../lib/app-icons';
import { useCopy } from '../../../lib/copy';
import { openDialog } from '../../../lib/dialogs';
import { paths } from '../../../lib/paths';
import { ProgressMeter } from '../../../lib/progress-meter';
import { useLearningProgress } from '../api/get-profile';
import * as styles from './account.css';

/** My Learning: My Notes, Achievements, Support, and the progress per flow from profile.get. */
export function MyLearningCard() {
  const { profile } = useCopy();
  const titleId = useId();
  return (
    <div className={styles.actionList}>
      <Button variant="secondary" fullWidth onPress={() => openDialog('notes')} aria-haspopup="dialog">
        <NoteIcon />
        {profile.myNotes}
      </Button>
      <Button variant="secondary" fullWidth onPress={() => openDialog('achievements')} aria-haspopup="dialog">
        <BadgeIcon />
        {profile.achievements}
      </Button>
      <Link href={paths.support} variant="standalone">
        {profile.support}
      </Link>
      <h4 id={titleId} className={heading({ level: 3 })}>
        {profile.progressTitle}
      </h4>
      <ProgressList titleId={titleId} />
    </div>
  );
}

function ProgressList({ titleId }: { titleId: string }) {
  const { profile } = useCopy();
  const progress = useLearningProgress();
  if (progress.isPending) {
    return (
      <div role="status" aria-label={profile.progressLoading} className={styles.progressList}>
        <Skeleton />
        <Skeleton />
      </div>
    );
  }
  const items = progress.data ?? [];
  if (items.length === 0) return <p className={styles.muted}>{profile.progressEmpty}</p>;
  return (
    <ul className={styles.progressList} aria-labelledby={titleId}>
      {items.map((item) => {
        const percent = Math.round(item.flowPercent);
        return (
          <li key={item.id}>
            <ProgressMeter
              label={item.name}
              value={percent}
              valueText={profile.percent(percent)}
              color={item.primaryColor}
            />
          </li>
        );
      })}
    </ul>
  );
}

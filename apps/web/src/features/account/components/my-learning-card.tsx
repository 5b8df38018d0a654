import { Button } from '@studyflow/ui/button';
import { Link } from '@studyflow/ui/link';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { useId } from 'react';
import { routes } from '../../../config/paths';
import { BadgeIcon, NoteIcon } from '../../../lib/components/app-icons';
import { ProgressMeter } from '../../../lib/components/progress-meter';
import { openDialog } from '../../../lib/shell/dialogs';
import { useLearningProgress } from '../api/list-learning-progress';
import { useAccountCopy } from '../copy';
import * as styles from './account.css';

/** My Learning: My Notes, Achievements, Support, and the progress per flow from learningProgress.list. */
export function MyLearningCard() {
  const profile = useAccountCopy();
  const titleId = useId();
  return (
    <Stack gap="3">
      <Button variant="secondary" fullWidth onPress={() => openDialog('notes')} aria-haspopup="dialog">
        <NoteIcon />
        {profile.myNotes}
      </Button>
      <Button variant="secondary" fullWidth onPress={() => openDialog('achievements')} aria-haspopup="dialog">
        <BadgeIcon />
        {profile.achievements}
      </Button>
      <Link href={routes.support.href()} variant="standalone">
        {profile.support}
      </Link>
      <h4 id={titleId} className={heading({ level: 3 })}>
        {profile.progressTitle}
      </h4>
      <ProgressList titleId={titleId} />
    </Stack>
  );
}

function ProgressList({ titleId }: { titleId: string }) {
  const profile = useAccountCopy();
  const progress = useLearningProgress();
  if (progress.isPending) {
    return (
      <Stack role="status" aria-label={profile.progressLoading} gap="3">
        <Skeleton />
        <Skeleton />
      </Stack>
    );
  }
  const items = progress.data ?? [];
  if (items.length === 0) return <p className={styles.muted}>{profile.progressEmpty}</p>;
  return (
    <Stack as="ul" gap="3" aria-labelledby={titleId}>
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
    </Stack>
  );
}

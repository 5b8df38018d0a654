import { PageHeading } from '../../../lib/components/page';
import { useStudyToolsCopy } from '../copy';
import * as styles from '../study-tools.css';
import { StudyToolsPanel } from './study-tools-panel';

/** /dashboard/study-tools (TLS-1, study edition). */
export function StudyToolsPage() {
  const copy = useStudyToolsCopy();
  return (
    <div className={styles.page}>
      <PageHeading>{copy.title}</PageHeading>
      <StudyToolsPanel level={2} />
    </div>
  );
}

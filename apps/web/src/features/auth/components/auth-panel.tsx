import { Card } from '@studyflow/ui/card';
import { text } from '@studyflow/ui/styles/text.css';
import type { ReactNode } from 'react';
import { formColumn, stackLoose } from '../../../lib/layout.css';
import { PageHeading } from '../../../lib/page';
import * as styles from './auth.css';

export interface AuthPanelProps {
  title: string;
  intro?: ReactNode;
  /** Shown above the heading, e.g. 'Step 1 of 2'. */
  eyebrow?: ReactNode;
  /** Changes when the panel switches view in place, so focus moves to the new heading. */
  viewKey?: string | number;
  /** Focus the heading on mount: this panel replaced another one in place. */
  autoFocus?: boolean;
  children: ReactNode;
  /** Quiet links under the card ('New to Studyflow?'). */
  below?: ReactNode;
}

/** The calm centred card every auth screen sits in: heading, a line of help, then the form. */
export function AuthPanel({ title, intro, eyebrow, viewKey, autoFocus, children, below }: AuthPanelProps) {
  return (
    <div className={formColumn}>
      <Card padding="lg">
        <div className={styles.panelHead}>
          {eyebrow}
          <PageHeading focusKey={viewKey} autoFocus={autoFocus}>
            {title}
          </PageHeading>
          {intro ? <p className={text({ tone: 'muted' })}>{intro}</p> : null}
        </div>
        <div className={stackLoose}>{children}</div>
      </Card>
      {below ? <div className={styles.below}>{below}</div> : null}
    </div>
  );
}

import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import type { ReactNode } from 'react';
import { formColumn } from '../../../lib/components/layout.css';
import { PageHeading } from '../../../lib/components/page';

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
    <Stack gap="6" className={formColumn}>
      <Card padding="lg">
        <Stack gap="3" marginBottom="2">
          {eyebrow}
          <PageHeading focusKey={viewKey} autoFocus={autoFocus}>
            {title}
          </PageHeading>
          {intro ? <p className={text({ tone: 'muted' })}>{intro}</p> : null}
        </Stack>
        <Stack gap="5">{children}</Stack>
      </Card>
      {below ? (
        <Cluster gap="2" justify="center" color="muted" textAlign="center">
          {below}
        </Cluster>
      ) : null}
    </Stack>
  );
}

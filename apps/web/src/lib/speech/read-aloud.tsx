import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { text } from '@studyflow/ui/styles/text.css';
import { type ComponentType, type ReactNode, type RefObject, useId, useState } from 'react';
import { useReadAloudCopy } from './copy';
import * as styles from './read-aloud.css';
import type { ReadAloudPanelProps } from './read-aloud-panel';

export interface ReadAloudProps {
  /** The content region read aloud, paragraph by paragraph (the control itself is never read). */
  target: RefObject<Element | null>;
  /** Reading stops when this changes: the region now shows other content. */
  contentKey?: string | number;
  /** Other reading tools after the button and the controls it opens (the reading guide's). */
  beside?: ReactNode;
}

type Status = 'closed' | 'loading' | 'open' | 'failed';

/**
 * The read aloud button every feature can place above its content. The controls and the speech
 * engine load on its first press, so no page's first script carries them; closing it stops the
 * reading (the controls unmount).
 */
export function ReadAloud({ target, contentKey, beside }: ReadAloudProps) {
  const copy = useReadAloudCopy();
  const id = useId();
  const [status, setStatus] = useState<Status>('closed');
  const [Panel, setPanel] = useState<ComponentType<ReadAloudPanelProps> | null>(null);

  const toggle = () => {
    if (status === 'open') setStatus('closed');
    else if (Panel !== null) setStatus('open');
    else if (status !== 'loading') {
      setStatus('loading');
      import('./read-aloud-panel').then(
        (module) => {
          setPanel(() => module.ReadAloudPanel);
          setStatus('open');
        },
        () => setStatus('failed'),
      );
    }
  };

  // One wrapping row in reading order: the button, the controls it opens (a row of their own), then
  // the tools beside it (beside the button while the controls are closed, under them while open).
  return (
    <Cluster gap="3" align="end" data-read-aloud-skip>
      <Button
        variant="secondary"
        onPress={toggle}
        aria-expanded={status === 'open'}
        aria-controls={status === 'open' ? id : undefined}
        isPending={status === 'loading'}
        pendingLabel={copy.loading}
      >
        {copy.open}
      </Button>
      {status === 'open' && Panel !== null ? <Panel id={id} target={target} contentKey={contentKey} /> : null}
      {status === 'failed' ? (
        <p role="alert" className={`${text()} ${styles.ownRow}`}>
          {copy.loadFailed}
        </p>
      ) : null}
      {beside}
    </Cluster>
  );
}

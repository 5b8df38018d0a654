import { Button } from '@studyflow/ui/button';
import { Cluster } from '@studyflow/ui/cluster';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useEffect, useId, useRef } from 'react';
import { useJournalCopy } from '../copy';
import { ANSWER_KEYS, type EntryFields } from '../draft';
import * as styles from './journal.css';

const FIELDS = ['title', ...ANSWER_KEYS] as const;

export interface DraftConflictProps {
  draft: EntryFields;
  saved: EntryFields;
  /** 'changed': the entry was saved again since the draft began; 'unknown': the draft cannot tell. */
  reason: 'changed' | 'unknown';
  onKeepDraft: () => void;
  onUseSaved: () => void;
}

/**
 * The choice offered when a kept draft meets a newer save of its entry: what differs in each version,
 * then "Keep my draft" or "Use the saved version". Its heading takes focus so the choice is heard
 * first; both answers are buttons, so it works by keyboard alone.
 */
export function DraftConflict({ draft, saved, reason, onKeepDraft, onUseSaved }: DraftConflictProps) {
  const copy = useJournalCopy();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const differing = FIELDS.filter((field) => draft[field] !== saved[field]);
  const nameOf = (field: (typeof FIELDS)[number]) => copy.stepNames[FIELDS.indexOf(field)] ?? field;

  useEffect(() => headingRef.current?.focus(), []);

  const version = (which: 'draft' | 'saved', fields: EntryFields) => (
    <Stack as="section" gap="2" aria-labelledby={`${id}-${which}`} className={styles.versionBox}>
      <h4 id={`${id}-${which}`} className={text({ weight: 'semibold' })}>
        {which === 'draft' ? copy.yourDraft : copy.savedVersion}
      </h4>
      <Stack as="dl" gap="2" className={styles.versionList}>
        {differing.map((field) => (
          <div key={field}>
            <dt className={text({ size: 'sm', tone: 'muted' })}>{nameOf(field)}</dt>
            <dd className={styles.versionText}>
              {fields[field].trim() === '' ? copy.emptyAnswer : fields[field]}
            </dd>
          </div>
        ))}
      </Stack>
    </Stack>
  );

  return (
    <Stack gap="4">
      <h3 ref={headingRef} tabIndex={-1} className={heading({ level: 3 })} aria-describedby={`${id}-why`}>
        {copy.conflictHeading}
      </h3>
      <p id={`${id}-why`} className={text()}>
        {reason === 'changed' ? copy.conflictChanged : copy.conflictUnknown}
      </p>
      {version('draft', draft)}
      {version('saved', saved)}
      <Cluster gap="3">
        <Button onPress={onKeepDraft}>{copy.keepDraft}</Button>
        <Button variant="secondary" onPress={onUseSaved}>
          {copy.useSaved}
        </Button>
      </Cluster>
    </Stack>
  );
}

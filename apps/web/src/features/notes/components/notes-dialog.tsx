import { Modal } from '@studyflow/ui/dialog';
import { Link } from '@studyflow/ui/link';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { TextField } from '@studyflow/ui/text-field';
import { useRef, useState } from 'react';
import { routes } from '../../../config/paths';
import { useCurrentStep } from '../../../lib/learning/current-step';
import { useDialogState } from '../../../lib/shell/dialogs';
import { useNotes } from '../api/list-notes';
import { useNotesCopy } from '../copy';
import { useNoteFilter } from '../use-note-filter';
import { useQueuedNotes } from '../use-queue-note';
import { NewNoteField } from './new-note-field';
import { NoteItem } from './note-item';
import * as styles from './notes-dialog.css';
import { QueuedNoteItem } from './queued-note-item';

/**
 * The notes dialog (NOT-1 to NOT-4, 386 px wide): a new note on the step on screen, a fuzzy search
 * over every note, each note with its menu, and the printable notes in a new tab (NOT-5). The
 * shell hosts it and anything opens it by name through lib/shell/dialogs.
 */
export function NotesDialog() {
  const copy = useNotesCopy();
  const state = useDialogState('notes');
  const step = useCurrentStep();
  const notes = useNotes();
  const [query, setQuery] = useState('');
  const filtered = useNoteFilter(notes.data, query);
  const searchRef = useRef<HTMLInputElement>(null);
  const { learner, queue, held } = useQueuedNotes();
  // Written offline and not sent yet: new notes, and edits the server refused, first; an edit
  // waiting to send shows in its note.
  const unsent = queue.filter((item) => item.kind === 'create' || item.refused);
  const waitingEdit = (id: unknown) =>
    queue.find((item) => item.kind === 'update' && !item.refused && String(item.noteId) === String(id));

  return (
    <Modal title={copy.title} width="notes" closeLabel={copy.close} {...state}>
      <Stack gap="4">
        {step ? <NewNoteField step={step} /> : <p className={styles.muted}>{copy.noStep}</p>}
        {held && queue.some((item) => !item.refused) ? (
          <p className={styles.muted}>{copy.heldForYou}</p>
        ) : null}
        {unsent.length > 0 ? (
          <Stack as="ul" gap="3" className={styles.list} aria-label={copy.unsentLabel}>
            {unsent.map((item) => (
              <QueuedNoteItem key={item.id} item={item} learner={learner} />
            ))}
          </Stack>
        ) : null}
        <TextField label={copy.search} type="search" value={query} onChange={setQuery} inputRef={searchRef} />
        {filtered.notes === undefined ? (
          <div role="status" aria-label={copy.loading}>
            <Skeleton />
            <Skeleton />
          </div>
        ) : (
          <>
            <p role="status" className={styles.muted}>
              {filtered.notes.length === 0
                ? query.trim() === ''
                  ? copy.empty
                  : copy.noMatches
                : query.trim() === '' || !filtered.settled
                  ? ''
                  : copy.matches(filtered.notes.length)}
            </p>
            {filtered.notes.length > 0 ? (
              <Stack as="ul" gap="3" className={styles.list} aria-label={copy.notesLabel}>
                {filtered.notes.map((note) => (
                  <NoteItem
                    key={note.id}
                    note={note}
                    waiting={waitingEdit(note.id)}
                    onDeleted={() => searchRef.current?.focus()}
                  />
                ))}
              </Stack>
            ) : null}
          </>
        )}
        <Link href={routes.printNotes.href()} target="_blank" variant="standalone">
          {copy.printNotes}
        </Link>
      </Stack>
    </Modal>
  );
}

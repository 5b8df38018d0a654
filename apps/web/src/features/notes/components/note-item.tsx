import type { Note } from '@studyflow/contracts/notes';
import { Column, Columns } from '@studyflow/ui/columns';
import { Icon, type IconProps } from '@studyflow/ui/icons';
import { MenuButton } from '@studyflow/ui/menu';
import { Stack } from '@studyflow/ui/stack';
import { TextField } from '@studyflow/ui/text-field';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { routes } from '../../../config/paths';
import { closeDialog } from '../../../lib/shell/dialogs';
import { notify } from '../../../lib/shell/notify';
import { useRemoveNote } from '../api/remove-note';
import { useUpdateNote } from '../api/update-note';
import { useNotesCopy } from '../copy';
import type { QueuedNote } from '../note-queue';
import { noConnection, useQueuedNotes } from '../use-queue-note';
import * as styles from './notes-dialog.css';

const MoreIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="5" cy="12" r="1.2" />
    <circle cx="12" cy="12" r="1.2" />
    <circle cx="19" cy="12" r="1.2" />
  </Icon>
);

/** The step a note belongs to, at the moment of its video where it was taken. */
export function noteStepHref(note: Note): string {
  const href = routes.step.href({
    flowSlug: note.flowSlug,
    learningModuleSlug: note.learningModuleSlug,
    chapterSlug: note.chapterSlug,
    stepSlug: note.stepSlug,
  });
  return note.videoTime ? `${href}?t=${note.videoTime}` : href;
}

/**
 * One note (NOT-3): its text, its step and flow, and a menu with Edit, Delete and Visit step.
 * Editing turns the text into a field: Enter keeps the change, Escape leaves the note as it was.
 */
export function NoteItem({
  note,
  waiting,
  onDeleted,
}: {
  note: Note;
  /** An offline edit of this note, not yet sent: its words show, marked as waiting. */
  waiting?: QueuedNote | undefined;
  onDeleted: () => void;
}) {
  const copy = useNotesCopy();
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateNote();
  const remove = useRemoveNote();
  const { enqueue } = useQueuedNotes();
  const contentRef = useRef<HTMLParagraphElement>(null);
  const wasEditing = useRef(false);

  // Back from editing, focus returns to the note itself rather than to the top of the dialog.
  useEffect(() => {
    if (draft === null && wasEditing.current) contentRef.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  // Offline, the change waits in this browser and is sent when the connection returns.
  // The change leaves the field only once it is stored, encrypted; otherwise it stays to try again.
  const keepOffline = (content: string) => {
    enqueue({ kind: 'update', content, stepName: note.stepName, noteId: note.id })
      .then((result) => {
        if (result === 'kept') {
          setDraft(null);
          notify(copy.updatedOffline);
        } else {
          notify(result === 'locked' ? copy.notKeptLocked : copy.notKept);
        }
      })
      .catch(() => notify(copy.notKept));
  };

  const keep = () => {
    const content = draft?.trim() ?? '';
    if (content === '' || update.isPending) return;
    if (!navigator.onLine) {
      keepOffline(content);
      return;
    }
    update.mutate(
      { id: note.id, content },
      {
        onSuccess: () => {
          setDraft(null);
          notify(copy.updated);
        },
        onError: (error) => {
          if (noConnection(error)) keepOffline(content);
        },
      },
    );
  };
  const shown = waiting && !waiting.refused ? waiting.content : note.content;

  return (
    <Columns as="li" gap="2" className={styles.note} style={{ borderLeftColor: note.primaryColor }}>
      <Column>
        <Stack gap="1">
          {draft === null ? (
            <p ref={contentRef} tabIndex={-1} className={styles.content}>
              {shown}
            </p>
          ) : (
            <TextField
              label={copy.editLabel}
              description={copy.editHelp}
              value={draft}
              onChange={setDraft}
              autoFocus
              onKeyDown={(event) => {
                // Enter keeps the edit and Escape drops it: neither reaches the dialog around it.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  event.stopPropagation();
                  keep();
                } else if (event.key === 'Escape') {
                  event.stopPropagation();
                  setDraft(null);
                }
              }}
            />
          )}
          <p className={styles.meta}>{copy.onStep(note.stepName, note.flowName)}</p>
          {waiting && !waiting.refused ? <p className={styles.waiting}>{copy.waitingToSend}</p> : null}
        </Stack>
      </Column>
      <MenuButton
        label={copy.noteActions(note.stepName)}
        trigger={<MoreIcon />}
        items={[
          { id: 'edit', label: copy.edit, onAction: () => setDraft(shown) },
          {
            id: 'delete',
            label: copy.delete,
            onAction: () =>
              remove.mutate(
                { id: note.id },
                {
                  onSuccess: () => {
                    notify(copy.deleted);
                    onDeleted();
                  },
                },
              ),
          },
          {
            id: 'visit',
            label: copy.visitStep,
            onAction: () => {
              closeDialog();
              navigate(noteStepHref(note));
            },
          },
        ]}
      />
    </Columns>
  );
}

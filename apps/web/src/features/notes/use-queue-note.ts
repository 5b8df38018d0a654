import { toAppError } from '../../lib/api/errors';
import { learnerKey, useCurrentUser } from '../../lib/session/session';
import { enqueueNote, type NewQueuedNote, useNoteQueue, useQueueHeld } from './note-queue';

/** A failure with no answer at all: the connection, not the note. */
export const noConnection = (error: unknown): boolean => toAppError(error).status === null;

/** The signed-in learner's queue of offline notes and a way to add to it. */
export function useQueuedNotes() {
  const learner = learnerKey(useCurrentUser());
  const queue = useNoteQueue(learner);
  const held = useQueueHeld(learner);
  return { learner, queue, held, enqueue: (note: NewQueuedNote) => enqueueNote(learner, note) };
}

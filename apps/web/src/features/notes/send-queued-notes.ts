import type { CreateNoteOutput } from '@studyflow/contracts/notes';
import { toAppError } from '../../lib/api/errors';
import type { TrpcClient } from '../../lib/api/trpc';
import { type QueuedNote, readQueue, removeQueued, updateQueued } from './note-queue';

export interface SendResult {
  sent: number;
  /** The badges of the last new note sent (BDG-5), for the session's user. */
  badges: CreateNoteOutput['badges'] | null;
}

type NotesClient = Pick<TrpcClient, 'notes'>;

const lockName = (learner: string) => `studyflow:note-queue:${learner}`;

/**
 * Whether an earlier send of this new note reached the server although its answer was lost (the
 * connection dropped mid-call): a note with its words on its step is there already.
 */
async function alreadyThere(client: NotesClient, item: QueuedNote): Promise<boolean> {
  const notes = await client.notes.list.query();
  return notes.some((note) => note.content === item.content && note.stepName === item.stepName);
}

async function sendOne(client: NotesClient, item: QueuedNote): Promise<CreateNoteOutput['badges'] | null> {
  if (item.kind === 'create') {
    const answer = await client.notes.create.mutate({
      content: item.content,
      progressStepId: item.progressStepId,
    });
    return answer.badges;
  }
  await client.notes.update.mutate({ id: item.noteId, content: item.content });
  return null;
}

/**
 * Sends the learner's queued notes, oldest first, one at a time. An item leaves the queue only when
 * the server has confirmed it, so nothing is lost; a network failure stops the round (the next
 * `online` event or start tries again). Tabs take turns through a Web Lock and each reads the queue
 * afresh inside it, so two tabs never send the same item; a new note whose earlier send went
 * unanswered is first looked for on the server, so it is never sent twice.
 */
export async function sendQueuedNotes(client: NotesClient, learner: string): Promise<SendResult> {
  const result: SendResult = { sent: 0, badges: null };
  const round = async () => {
    for (;;) {
      const item = readQueue(learner).find((queued) => !queued.refused);
      if (item === undefined) return;
      try {
        if (item.kind === 'create' && item.attempted && (await alreadyThere(client, item))) {
          removeQueued(learner, item.id);
          result.sent += 1;
          continue;
        }
        updateQueued(learner, item.id, { attempted: true });
        const badges = await sendOne(client, item);
        removeQueued(learner, item.id);
        result.sent += 1;
        if (badges) result.badges = badges;
      } catch (error) {
        const { status } = toAppError(error);
        // No answer, or the server is struggling: the note waits for the next chance.
        if (status === null || status >= 500 || status === 429) return;
        // Refused for good (a note deleted meanwhile): kept to read, no longer sent.
        updateQueued(learner, item.id, { refused: true });
      }
    }
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    await navigator.locks.request(lockName(learner), round);
  } else {
    await round();
  }
  return result;
}

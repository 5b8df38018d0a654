import type { CreateNoteOutput } from '@studyflow/contracts/notes';
import { toAppError } from '../../lib/api/errors';
import type { TrpcClient } from '../../lib/api/trpc';
import { type QueuedNote, refreshQueue, removeQueued, updateQueued } from './note-queue';

export interface SendResult {
  sent: number;
  /** The badges of the last new note sent (BDG-5), for the session's user. */
  badges: CreateNoteOutput['badges'] | null;
  /**
   * The browser's session belongs to someone else now (or to no one): the notes wait for the
   * learner who wrote them.
   */
  held: boolean;
  /** The round stopped with notes left for want of an answer (or a struggling server): try later. */
  waiting: boolean;
}

type NotesClient = Pick<TrpcClient, 'notes'>;

/** Who the server says this browser's session belongs to (their learner key), or null for no one. */
export type SignedInLearner = () => Promise<string | null>;

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
 * Sends the learner's queued notes, oldest first, one at a time, each only under that learner's own
 * session: before every note the server is asked who this browser's session belongs to, since a tab
 * still showing learner A sends with whatever cookie the browser holds now (learner B's, after B
 * signed in in another tab) and an upstream need not check who owns a note. Anyone else, or no one:
 * the notes wait (`held`) until their learner is back. An item leaves the queue only when
 * the server has confirmed it, so nothing is lost; a network failure stops the round (the next
 * `online` event or start tries again). Tabs take turns through a Web Lock and each reads the queue
 * afresh inside it, so two tabs never send the same item; a new note whose earlier send went
 * unanswered is first looked for on the server, so it is never sent twice.
 */
export async function sendQueuedNotes(
  client: NotesClient,
  learner: string,
  signedInLearner: SignedInLearner,
): Promise<SendResult> {
  const result: SendResult = { sent: 0, badges: null, held: false, waiting: false };
  const round = async () => {
    for (;;) {
      const item = (await refreshQueue(learner)).find((queued) => !queued.refused);
      if (item === undefined) return;
      try {
        if ((await signedInLearner()) !== learner) {
          result.held = true;
          return;
        }
        if (item.kind === 'create' && item.attempted && (await alreadyThere(client, item))) {
          result.sent += 1;
          // Not removed (forgotten meanwhile, or storage refused): the next round looks again.
          if (!(await removeQueued(learner, item.id))) return;
          continue;
        }
        // Not marked (the learner was forgotten meanwhile, or the browser refused the write): not sent.
        if (!(await updateQueued(learner, item.id, { attempted: true }))) return;
        const badges = await sendOne(client, item);
        result.sent += 1;
        if (badges) result.badges = badges;
        if (!(await removeQueued(learner, item.id))) return;
      } catch (error) {
        const { status } = toAppError(error);
        // No answer, or the server is struggling: the note waits for the next chance.
        if (status === null || status >= 500 || status === 429) {
          result.waiting = true;
          return;
        }
        // Refused for good (a note deleted meanwhile): kept to read, no longer sent.
        if (!(await updateQueued(learner, item.id, { refused: true }))) return;
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

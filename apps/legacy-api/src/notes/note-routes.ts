import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { awardBadges } from '../badges/award-badges';
import { badgePayload } from '../badges/badge-payload';
import { badgesOf } from '../badges/badge-queries';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { findProgressStep } from '../progress/progress-step-queries';
import { STEP_MESSAGES } from '../steps/step-messages';
import { stepsById } from '../steps/step-queries';
import { lockUser } from '../users/user-queries';
import { notePayload, notesPayload } from './note-payload';
import { deleteNote, findNote, insertNote, noteCount, notesOf, updateNote } from './note-queries';
import { checkNote, noteLimitMessage } from './note-rules';

const NOTE_NOT_FOUND = 'Note not found.';
const MAX_ID = 2_147_483_647;
const Id = z.number().int().positive().max(MAX_ID);

/** A string content or none; field rules (blank, length) are 422s, checked after the shape. */
const CreateBody = z.object({
  content: z.string().optional(),
  progress_step_id: Id.optional(),
  step_id: Id.optional(),
  video_time: z.unknown().optional(),
});
const UpdateBody = z.object({ note: z.object({ content: z.string().optional() }) });

/** `:id` of a note: digits only, else no such note. */
function noteId(raw: string): number {
  const id = Number(raw);
  if (!/^[0-9]{1,10}$/.test(raw) || id > MAX_ID) throw notFound(NOTE_NOT_FOUND);
  return id;
}

/** API-28 to API-31 (signed-in scope): a learner sees and changes only their own notes. */
export function registerNoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, env } = ctx;

  app.get('/notes', async (request) => ({
    notes: await notesPayload(db, env.EDITION, await notesOf(db, request.currentUserId)),
  }));

  app.post('/notes', async (request, reply) => {
    const body = parseParams(CreateBody, request.body);
    if (body.progress_step_id === undefined && body.step_id === undefined) {
      throw badRequest('param is missing or the value is empty: progress_step_id');
    }
    const checked = checkNote(body.content, body.video_time);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const userId = request.currentUserId;
    const stepId =
      body.progress_step_id === undefined
        ? body.step_id
        : (await findProgressStep(db, userId, body.progress_step_id))?.stepId;
    const [place] = stepId === undefined ? [] : await stepsById(db, env.EDITION, [stepId]);
    if (place === undefined) throw notFound(STEP_MESSAGES.stepNotFound);
    const at = ctx.now();
    const note = await db.transaction(async (tx) => {
      // The learner's row lock makes two notes at once count one after the other: never over the limit.
      await lockUser(tx, userId);
      if ((await noteCount(tx, userId)) >= env.NOTES_PER_LEARNER_MAX) {
        throw unprocessable({ msg: noteLimitMessage(env.NOTES_PER_LEARNER_MAX) });
      }
      const saved = await insertNote(tx, { userId, stepId: place.step.id, ...checked.fields, at });
      await awardBadges(tx, { kind: 'note_created', userId, edition: env.EDITION, at });
      return saved;
    });
    const badges = (await badgesOf(db, userId)).map(badgePayload);
    return reply.code(201).send({ note: notePayload(note, place), badges });
  });

  app.put<{ Params: { id: string } }>('/notes/:id', async (request) => {
    const id = noteId(request.params.id);
    const { note: fields } = parseParams(UpdateBody, request.body);
    const checked = checkNote(fields.content, undefined);
    if (!checked.ok) throw unprocessable({ errors: checked.errors });
    const userId = request.currentUserId;
    const note = await updateNote(db, userId, id, checked.fields.content, ctx.now());
    if (note === undefined) throw notFound(NOTE_NOT_FOUND);
    const [payload] = await notesPayload(db, env.EDITION, [note]);
    if (payload === undefined) throw notFound(NOTE_NOT_FOUND);
    return { note: payload };
  });

  app.delete<{ Params: { id: string } }>('/notes/:id', async (request) => {
    const id = noteId(request.params.id);
    if (!(await findNote(db, request.currentUserId, id))) throw notFound(NOTE_NOT_FOUND);
    await deleteNote(db, request.currentUserId, id);
    return { status: 'success' };
  });
}

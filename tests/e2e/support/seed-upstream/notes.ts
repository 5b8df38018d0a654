import { READING_ORDER } from './content';
import {
  invalid,
  missing,
  noContent,
  notFound,
  objectParam,
  ok,
  type Route,
  signedIn,
  textParam,
} from './http';
import { earnedBadges, type Learner, type Note, newId } from './store';

/** DAT-3, exactly. */
function notePayload(note: Note) {
  const located = READING_ORDER.find(({ step }) => step.id === note.stepId);
  if (!located) throw new Error(`note ${note.id} hangs on an unknown step`);
  const { flow, module, chapter, step } = located;
  return {
    id: note.id,
    content: note.content,
    created_at: note.createdAt,
    step_name: step.name,
    flow_name: flow.name,
    section_name: module.name,
    primary_color: flow.primaryColor,
    secondary_color: flow.secondaryColor,
    flow_slug: flow.slug,
    learning_module_slug: module.slug,
    chapter_slug: chapter.slug,
    step_slug: step.slug,
    step_id: step.id,
  };
}

const ownNote = (learner: Learner, id: string | undefined) => learner.notes.find((note) => note.id === id);

/** API-28 to API-31. */
export const NOTES_ROUTES: Route[] = [
  signedIn('GET', '/notes', ({ learner }) => ok({ notes: learner.notes.map(notePayload) })),
  signedIn('POST', '/notes', ({ body, learner }) => {
    if (body.progress_step_id === undefined) return missing('progress_step_id');
    const record = [...learner.progress.values()].find((entry) => entry.id === String(body.progress_step_id));
    if (!record) return notFound('Step');
    const content = textParam(body, 'content');
    if (content === '') return invalid({ content: ["can't be blank"] });
    const note = { id: newId('note'), content, createdAt: new Date().toISOString(), stepId: record.stepId };
    learner.notes.unshift(note);
    return ok({ badges: earnedBadges() }, 201);
  }),
  signedIn('PUT', '/notes/:id', ({ body, params, learner }) => {
    const fields = objectParam(body, 'note');
    if (!fields) return missing('note');
    const note = ownNote(learner, params.id);
    if (!note) return notFound('Note');
    const content = textParam(fields, 'content');
    if (content === '') return invalid({ content: ["can't be blank"] });
    note.content = content;
    return ok({ msg: 'Note updated.' });
  }),
  signedIn('DELETE', '/notes/:id', ({ params, learner }) => {
    const note = ownNote(learner, params.id);
    if (!note) return notFound('Note');
    learner.notes.splice(learner.notes.indexOf(note), 1);
    return noContent();
  }),
];

import type { Db } from '../db/client';
import type { Edition } from '../env';
import { type PlacedStep, stepsById } from '../steps/step-queries';
import type { NoteRow } from './note-queries';

/** DAT-3, plus the moment of the video the note was taken at. */
export interface NotePayload {
  id: number;
  content: string;
  created_at: string;
  step_name: string;
  flow_name: string;
  /** The learning module's name: printed notes are grouped by it (NOT-5). */
  section_name: string;
  primary_color: string;
  secondary_color: string;
  flow_slug: string;
  learning_module_slug: string;
  chapter_slug: string;
  step_slug: string;
  step_id: number;
  video_time: number | null;
}

export const notePayload = (note: NoteRow, { step, module, chapter, flow }: PlacedStep): NotePayload => ({
  id: note.id,
  content: note.content,
  created_at: note.createdAt.toISOString(),
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
  video_time: note.videoTime,
});

/** These notes with their steps' places, in the order given; notes on another edition's steps are left out. */
export async function notesPayload(
  db: Db,
  edition: Edition,
  notes: readonly NoteRow[],
): Promise<NotePayload[]> {
  const placed = await stepsById(
    db,
    edition,
    notes.map((note) => note.stepId),
  );
  const byStep = new Map(placed.map((entry) => [entry.step.id, entry]));
  return notes.flatMap((note) => {
    const place = byStep.get(note.stepId);
    return place === undefined ? [] : [notePayload(note, place)];
  });
}

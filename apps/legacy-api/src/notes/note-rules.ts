import type { FieldErrors } from '../http/errors';
import { ErrorCollector, FIELD_ERRORS } from '../http/field-errors';
import { NOTE_MAX_LENGTH } from './schema';

/** The longest video time a note may carry: a day, far past any step's video. */
const MAX_VIDEO_SECONDS = 86_400;

export interface NoteFields {
  content: string;
  videoTime: number | null;
}

/**
 * NOT-2's rules: the content is trimmed and must then hold 1 to 2000 characters; a video time is
 * whole seconds from 0 (a fraction is dropped). Answers the clean fields or Rails field errors.
 */
export function checkNote(
  content: unknown,
  videoTime: unknown,
): { ok: true; fields: NoteFields } | { ok: false; errors: FieldErrors } {
  const errors = new ErrorCollector();
  const text = typeof content === 'string' ? content.trim() : '';
  if (text === '') errors.add('content', FIELD_ERRORS.blank);
  else if ([...text].length > NOTE_MAX_LENGTH) errors.add('content', FIELD_ERRORS.tooLong(NOTE_MAX_LENGTH));
  let seconds: number | null = null;
  if (videoTime !== undefined && videoTime !== null) {
    if (typeof videoTime !== 'number' || !Number.isFinite(videoTime))
      errors.add('video_time', FIELD_ERRORS.notANumber);
    else if (videoTime < 0) errors.add('video_time', FIELD_ERRORS.atLeast(0));
    else if (videoTime > MAX_VIDEO_SECONDS) errors.add('video_time', FIELD_ERRORS.atMost(MAX_VIDEO_SECONDS));
    else seconds = Math.floor(videoTime);
  }
  return errors.empty
    ? { ok: true, fields: { content: text, videoTime: seconds } }
    : { ok: false, errors: errors.errors };
}

/** A learner at the notes limit (NOTES_PER_LEARNER_MAX): what to do about it, in their words. */
export const noteLimitMessage = (max: number): string =>
  `You have reached the limit of ${max} notes. Delete some to add more.`;

import { existsSync } from 'node:fs';
import path from 'node:path';
import { UPLOADS_URL_PREFIX } from '../media/media-paths';

/** The files of a vid step, by the naming convention the video generator follows. */
const FILES = {
  video: '.mp4',
  subtitle: '.en.vtt',
  segments: '.chapters.vtt',
  thumbnail: '.jpg',
  transcript: '.txt',
} as const;
type MediaKind = keyof typeof FILES;

/** A vid step cannot be watched without these (content/README.md: "a missing video or subtitle file"). */
const REQUIRED: readonly MediaKind[] = ['video', 'subtitle'];

export type StepMedia = Record<MediaKind, string | null>;

/**
 * How vid steps' files are looked for. `require` (the content check of `npm test`): the video and
 * its subtitles must be in the media folder. `when-present` (the seed at every start): a file that
 * is not there yet is left out, so a server starts while videos are still being made. `assume`
 * (unit tests of fixture content only): every file is taken as there.
 */
export type MediaCheck = { mode: 'require' | 'when-present'; dir: string } | { mode: 'assume' };

/** Media of a flow step: steps/<edition>/<flow>/<module>/<chapter>/<step> under the media folder. */
export const flowStepMediaBase = (
  edition: string,
  flow: string,
  module: string,
  chapter: string,
  step: string,
) => `steps/${edition}/${flow}/${module}/${chapter}/${step}`;

/** Media of an Essentials step: tutorials/<software>/<step> under the media folder. */
export const essentialMediaBase = (software: string, step: string) => `tutorials/${software}/${step}`;

/**
 * The `/uploads` addresses of a vid step's files; a file that is not there is null. A chapters
 * track, thumbnail or transcript may be missing; the video and its subtitles may not when the check
 * requires them (the error names the step and the file).
 */
export function stepMedia(base: string, check: MediaCheck, where: string): StepMedia {
  const media = {} as StepMedia;
  for (const kind of Object.keys(FILES) as MediaKind[]) {
    const file = `${base}${FILES[kind]}`;
    const present = check.mode === 'assume' || existsSync(path.join(check.dir, file));
    if (!present && check.mode === 'require' && REQUIRED.includes(kind)) {
      throw new Error(`${where}: missing ${kind} file media/${file}`);
    }
    media[kind] = present ? `${UPLOADS_URL_PREFIX}/${file}` : null;
  }
  return media;
}

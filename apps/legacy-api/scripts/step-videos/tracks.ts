import { chapterRanges } from './chapters';
import type { Sentence } from './narration';
import type { Chapter, Cue } from './timeline';

/** WebVTT time (HH:MM:SS.mmm), to the millisecond. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The English subtitles: numbered cues, as the guided tour's. */
export function subtitlesVtt(cues: readonly Cue[]): string {
  const blocks = cues.map(
    (cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.lines.join('\n')}\n`,
  );
  return ['WEBVTT\n', ...blocks].join('\n');
}

/** The chapters track: one cue per chapter, its text the chapter's title. */
export function chaptersVtt(chapters: readonly Chapter[]): string {
  const blocks = chapters.map(
    (chapter) => `${vttTime(chapter.start)} --> ${vttTime(chapter.end)}\n${chapter.title}\n`,
  );
  return ['WEBVTT\n', ...blocks].join('\n');
}

/** The transcript: the narration's words, one paragraph per chapter so it reads as the video runs. */
export function transcriptText(sentences: readonly Sentence[]): string {
  const paragraphs = chapterRanges(sentences).map(([first, end]) =>
    sentences
      .slice(first, end)
      .map((sentence) => sentence.text)
      .join(' '),
  );
  return `${paragraphs.join('\n\n')}\n`;
}

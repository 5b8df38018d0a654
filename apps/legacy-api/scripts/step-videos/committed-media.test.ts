import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../src/media/media-paths';
import { CONTENT_DIR } from '../../src/seed/seed-content';
import { MAX_LINE } from './captions';
import { MAX_CHAPTERS, MIN_CHAPTERS } from './chapters';
import { MAX_THUMBNAIL_BYTES, MAX_VIDEO_BYTES } from './encode';
import { jobHash, readManifest } from './manifest';
import { splitNarration } from './narration';
import { listVideoJobs } from './steps';
import { transcriptText } from './tracks';

/** The cues of a WebVTT file, each as its lines of text (numbers and timings left out). */
function cueTexts(vtt: string): string[][] {
  expect(vtt.startsWith('WEBVTT\n')).toBe(true);
  return vtt
    .split('\n\n')
    .slice(1)
    .map((block) =>
      block.split('\n').filter((line) => line !== '' && !/^\d+$/.test(line) && !line.includes('-->')),
    );
}

// The committed videos are made from the committed narration: after editing a vid step, run
// `pnpm --filter @studyflow/legacy-api media:step-videos` and commit media/ with it.
describe('committed lesson videos', () => {
  const { jobs, problems } = listVideoJobs(CONTENT_DIR);
  const manifest = readManifest(MEDIA_DIR);

  it('are there for every vid step, made from its current text', () => {
    expect(problems).toEqual([]);
    expect(jobs.length).toBeGreaterThan(0);
    const stale = jobs.filter((job) => manifest[job.base] !== jobHash(job)).map((job) => job.base);
    expect(stale).toEqual([]);
    expect(Object.keys(manifest).sort()).toEqual(jobs.map((job) => job.base).sort());
  });

  it('stay small and carry subtitles, chapters and a transcript that follow the narration', () => {
    for (const job of jobs) {
      const file = (extension: string) => path.join(MEDIA_DIR, `${job.base}${extension}`);
      expect(existsSync(file('.mp4')), job.base).toBe(true);
      expect(statSync(file('.mp4')).size, job.base).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
      expect(statSync(file('.jpg')).size, job.base).toBeLessThanOrEqual(MAX_THUMBNAIL_BYTES);
      for (const lines of cueTexts(readFileSync(file('.en.vtt'), 'utf8'))) {
        expect(lines.length, job.base).toBeLessThanOrEqual(2);
        for (const line of lines) expect(line.length, `${job.base}: ${line}`).toBeLessThanOrEqual(MAX_LINE);
      }
      const sentences = splitNarration(job.narration);
      const chapters = cueTexts(readFileSync(file('.chapters.vtt'), 'utf8'));
      expect(chapters.length, job.base).toBeGreaterThanOrEqual(Math.min(MIN_CHAPTERS, sentences.length));
      expect(chapters.length, job.base).toBeLessThanOrEqual(MAX_CHAPTERS);
      expect(readFileSync(file('.txt'), 'utf8'), job.base).toBe(transcriptText(sentences));
    }
  });
});

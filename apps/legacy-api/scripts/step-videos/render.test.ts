import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeStepVideo } from './render';
import { missingTools } from './tools';

const job = {
  base: 'steps/study/flow/module/chapter/step',
  name: 'Instruction words in a minute',
  label: 'Essay writing · Instruction words',
  background: '#7B3FA0',
  narration:
    'Every essay question tells you what to do.\nLook for the instruction word.\n\nThen plan your answer.',
};

async function make(): Promise<Map<string, Buffer>> {
  const media = mkdtempSync(path.join(tmpdir(), 'step-videos-media-'));
  const work = mkdtempSync(path.join(tmpdir(), 'step-videos-work-'));
  try {
    await makeStepVideo(job, media, work);
    const folder = path.join(media, path.dirname(job.base));
    return new Map(readdirSync(folder).map((file) => [file, readFileSync(path.join(folder, file))]));
  } finally {
    rmSync(media, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

// Needs Debian's ffmpeg, espeak-ng and DejaVu fonts (the script's own check says how to install them).
describe.skipIf(missingTools().length > 0)('makeStepVideo', () => {
  it('writes the five files, the same bytes each time', async () => {
    const first = await make();
    expect([...first.keys()].sort()).toEqual(
      ['step.chapters.vtt', 'step.en.vtt', 'step.jpg', 'step.mp4', 'step.txt'].sort(),
    );
    expect(first.get('step.txt')?.toString()).toBe(
      'Every essay question tells you what to do. Look for the instruction word.\n\nThen plan your answer.\n',
    );
    expect(first.get('step.en.vtt')?.toString()).toMatch(
      /^WEBVTT\n\n1\n00:00:02\.000 --> 00:00:0\d\.\d{3}\nEvery/,
    );
    const second = await make();
    for (const [file, bytes] of first) expect(second.get(file)?.equals(bytes), file).toBe(true);
  }, 300_000);
});

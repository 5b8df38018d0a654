import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isFresh,
  jobHash,
  MANIFEST_FILE,
  OUTPUT_EXTENSIONS,
  readManifest,
  removeOutputs,
  writeManifest,
} from './manifest';

const job = {
  base: 'steps/study/flow/module/chapter/step',
  name: 'A step',
  label: 'Flow · Chapter',
  background: '#7B3FA0',
  narration: 'One sentence.',
};

function mediaWith(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'step-videos-test-'));
  mkdirSync(path.join(dir, 'steps'), { recursive: true });
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x');
  }
  return dir;
}
const allOutputs = (base: string) => OUTPUT_EXTENSIONS.map((extension) => `${base}${extension}`);

describe('manifest', () => {
  it('hashes everything the video shows or says', () => {
    const hash = jobHash(job);
    expect(jobHash({ ...job })).toBe(hash);
    for (const change of [
      { narration: 'Another.' },
      { name: 'B' },
      { label: 'L' },
      { background: '#000000' },
    ]) {
      expect(jobHash({ ...job, ...change })).not.toBe(hash);
    }
  });

  it('counts a step as fresh only with the same hash and all five files', () => {
    const media = mediaWith(allOutputs(job.base));
    expect(isFresh(media, { [job.base]: jobHash(job) }, job)).toBe(true);
    expect(isFresh(media, { [job.base]: jobHash({ ...job, narration: 'Old.' }) }, job)).toBe(false);
    expect(isFresh(media, {}, job)).toBe(false);
    const missingPoster = mediaWith(allOutputs(job.base).filter((file) => !file.endsWith('.jpg')));
    expect(isFresh(missingPoster, { [job.base]: jobHash(job) }, job)).toBe(false);
  });

  it('writes sorted keys, so the same set of videos gives the same file', () => {
    const media = mediaWith([]);
    writeManifest(media, { b: '2', a: '1' });
    expect(readFileSync(path.join(media, MANIFEST_FILE), 'utf8')).toBe('{\n  "a": "1",\n  "b": "2"\n}\n');
    expect(readManifest(media)).toEqual({ a: '1', b: '2' });
    expect(readManifest(mediaWith([]))).toEqual({});
  });

  it('removes a gone step’s files and emptied folders, and nothing else', () => {
    const other = 'steps/study/flow/module/chapter/other';
    const media = mediaWith([
      ...allOutputs(job.base),
      ...allOutputs('steps/study/flow/module/lonely/step'),
      `${other}.mp4`,
    ]);
    removeOutputs(media, job.base);
    removeOutputs(media, 'steps/study/flow/module/lonely/step');
    for (const file of allOutputs(job.base)) expect(existsSync(path.join(media, file))).toBe(false);
    expect(existsSync(path.join(media, `${other}.mp4`))).toBe(true);
    expect(existsSync(path.join(media, 'steps/study/flow/module/lonely'))).toBe(false);
    expect(existsSync(path.join(media, 'steps/study/flow/module'))).toBe(true);
  });
});

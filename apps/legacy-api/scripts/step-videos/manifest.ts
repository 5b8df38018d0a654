import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { VideoJob } from './steps';

/**
 * Bumped whenever the look, the voice or the timing changes, so every video is made again
 * (the manifest's hashes then all differ).
 */
export const RECIPE = 1;

/** The five files of a vid step, by the names the loader looks for (src/steps/step-media.ts). */
export const OUTPUT_EXTENSIONS = ['.mp4', '.en.vtt', '.chapters.vtt', '.jpg', '.txt'] as const;

/** media/steps/manifest.json: media base → hash of what its files were made from. */
export type Manifest = Record<string, string>;

export const MANIFEST_FILE = 'steps/manifest.json';

export function jobHash(job: VideoJob): string {
  const made = {
    recipe: RECIPE,
    name: job.name,
    label: job.label,
    background: job.background,
    narration: job.narration,
  };
  return createHash('sha256').update(JSON.stringify(made)).digest('hex');
}

export function readManifest(mediaDir: string): Manifest {
  const file = path.join(mediaDir, MANIFEST_FILE);
  if (!existsSync(file)) return {};
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Sorted keys and no dates, so an unchanged set of videos leaves the file byte-for-byte the same. */
export function writeManifest(mediaDir: string, manifest: Manifest): void {
  const file = path.join(mediaDir, MANIFEST_FILE);
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(`${file}.partial`, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(`${file}.partial`, file);
}

/** Up to date: made from this very text, and every file still there. */
export function isFresh(mediaDir: string, manifest: Manifest, job: VideoJob): boolean {
  return (
    manifest[job.base] === jobHash(job) &&
    OUTPUT_EXTENSIONS.every((extension) => existsSync(path.join(mediaDir, `${job.base}${extension}`)))
  );
}

/**
 * Removes the files of a step that no longer exists (renamed or deleted), then any folder left
 * empty up to the media folder. Only files the manifest says this script made are touched.
 */
export function removeOutputs(mediaDir: string, base: string): void {
  for (const extension of OUTPUT_EXTENSIONS)
    rmSync(path.join(mediaDir, `${base}${extension}`), { force: true });
  let folder = path.dirname(path.join(mediaDir, base));
  while (
    folder.startsWith(`${mediaDir}${path.sep}`) &&
    existsSync(folder) &&
    readdirSync(folder).length === 0
  ) {
    rmdirSync(folder);
    folder = path.dirname(folder);
  }
}

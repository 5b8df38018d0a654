/**
 * Makes every vid step's lesson video, with the transcript and the subtitle and chapter tracks a
 * video step shows (STP-5), from its narration (content/README.md, "Steps"):
 *   media/steps/<edition>/<flow>/<module>/<chapter>/<step>.{mp4,en.vtt,chapters.vtt,jpg,txt}
 *   media/tutorials/<software>/<step>.{…the same five}
 * A step whose files were made from its current text (media/steps/manifest.json) is skipped.
 *   pnpm --filter @studyflow/legacy-api media:step-videos [--force] [--only <media path prefix>]
 * Needs Debian's ffmpeg (with libx264), espeak-ng and the DejaVu fonts; installs nothing itself.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MEDIA_DIR } from '../src/media/media-paths';
import { CONTENT_DIR } from '../src/seed/seed-content';
import {
  isFresh,
  jobHash,
  MANIFEST_FILE,
  readManifest,
  removeOutputs,
  writeManifest,
} from './step-videos/manifest';
import { makeStepVideo } from './step-videos/render';
import { listVideoJobs } from './step-videos/steps';
import { INSTALL_HINT, missingTools } from './step-videos/tools';

const { values } = parseArgs({
  options: { force: { type: 'boolean', default: false }, only: { type: 'string', multiple: true } },
});
const only = values.only ?? [];

const missing = missingTools();
if (missing.length > 0) {
  console.error(`✖ missing: ${missing.join(', ')}\n  install them with: ${INSTALL_HINT}`);
  process.exit(1);
}

const started = performance.now();
const { jobs, problems } = listVideoJobs(CONTENT_DIR);
const chosen = jobs.filter((job) => only.length === 0 || only.some((prefix) => job.base.startsWith(prefix)));
mkdirSync(path.join(MEDIA_DIR, path.dirname(MANIFEST_FILE)), { recursive: true });
const manifest = readManifest(MEDIA_DIR);

let made = 0;
const failures: string[] = [];
for (const [index, job] of chosen.entries()) {
  if (!values.force && isFresh(MEDIA_DIR, manifest, job)) continue;
  const work = mkdtempSync(path.join(tmpdir(), 'step-video-'));
  try {
    const result = await makeStepVideo(job, MEDIA_DIR, work);
    manifest[job.base] = jobHash(job);
    writeManifest(MEDIA_DIR, manifest);
    made += 1;
    const kb = Math.round(result.bytes / 1024);
    console.log(`[${index + 1}/${chosen.length}] ${job.base}: ${result.seconds.toFixed(1)} s, ${kb} KB`);
  } catch (error) {
    failures.push(`${job.base}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// Files of steps that are gone (renamed or deleted) are removed, but only after a complete read of
// the content: a file that failed to parse has steps that still exist.
if (only.length === 0 && problems.length === 0) {
  const current = new Set(jobs.map((job) => job.base));
  for (const base of Object.keys(manifest).filter((base) => !current.has(base))) {
    removeOutputs(MEDIA_DIR, base);
    delete manifest[base];
    console.log(`removed ${base}: no such vid step any more`);
  }
  writeManifest(MEDIA_DIR, manifest);
}

// The summary covers every video on disk, made now or before; the chapters track ends with the video.
let bytes = 0;
let seconds = 0;
let largest = { base: '', bytes: 0 };
for (const job of chosen) {
  const file = path.join(MEDIA_DIR, `${job.base}.mp4`);
  const chapters = path.join(MEDIA_DIR, `${job.base}.chapters.vtt`);
  let size: number;
  try {
    size = statSync(file).size;
    const ends = [...readFileSync(chapters, 'utf8').matchAll(/--> (\d+):(\d+):(\d+\.\d+)/g)].at(-1);
    if (ends) seconds += Number(ends[1]) * 3600 + Number(ends[2]) * 60 + Number(ends[3]);
  } catch {
    continue;
  }
  bytes += size;
  if (size > largest.bytes) largest = { base: job.base, bytes: size };
}
const minutes = (value: number) => `${Math.floor(value / 60)} min ${Math.round(value % 60)} s`;
console.log(
  `${chosen.length} videos (${made} made, ${chosen.length - made - failures.length} up to date): ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB, ${minutes(seconds)} in all; ` +
    `largest ${Math.round(largest.bytes / 1024)} KB (${largest.base}); took ${minutes((performance.now() - started) / 1000)}`,
);
for (const problem of [...problems, ...failures]) console.error(`✖ ${problem}`);
if (problems.length + failures.length > 0) process.exit(1);

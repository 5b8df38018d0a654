import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { FIXTURE_CONTENT_DIR } from '../test/fixture-content';
import { loadSeedContent } from './seed-content';

let dir: string;
let media: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'legacy-api-lessons-'));
  media = await mkdtemp(path.join(tmpdir(), 'legacy-api-media-'));
  await cp(FIXTURE_CONTENT_DIR, dir, { recursive: true });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(media, { recursive: true, force: true });
});

const OPENING = 'study/steps/alpha-flow/first-module/opening.yaml';
const assume = { media: { mode: 'assume' } } as const;
const load = () => loadSeedContent(dir, assume);

type Steps = { steps: Record<string, unknown>[] };

async function edit(file: string, change: (data: Steps) => void): Promise<void> {
  const full = path.join(dir, file);
  const data = parse(await readFile(full, 'utf8')) as Steps;
  change(data);
  await writeFile(full, stringify(data));
}

/** Media files of the fixture's one vid flow step, as the video generator names them. */
async function videoFiles(...extensions: string[]): Promise<void> {
  const base = path.join(media, 'steps/study/alpha-flow/first-module/opening');
  await mkdir(base, { recursive: true });
  for (const extension of extensions) await writeFile(path.join(base, `planning-video${extension}`), 'x');
  const tutorial = path.join(media, 'tutorials/reader-one');
  await mkdir(tutorial, { recursive: true });
  for (const extension of extensions) await writeFile(path.join(tutorial, `reader-video${extension}`), 'x');
}

describe('lesson content (content/README.md, "Steps")', () => {
  it('reads every chapter’s steps, the Essentials and the AT features', () => {
    const { learning } = load();
    expect(
      learning.chapters.map((chapter) => `${chapter.edition}/${chapter.chapterSlug}:${chapter.steps.length}`),
    ).toEqual([
      'study/opening:4',
      'study/middle:2',
      'study/closing:3',
      'study/only-chapter:2',
      'pro/gamma-chapter:2',
    ]);
    expect(learning.essentials.map((tutorial) => tutorial.softwareSlug)).toEqual(['reader-one']);
    expect(Object.keys(learning.atFeatures)).toEqual(['text-to-speech', 'mind-mapping']);
  });

  it('names the file and field of a step slug used twice, and of a step without text', async () => {
    await edit(OPENING, (data) => {
      const [first, second] = data.steps;
      if (first && second) second.slug = first.slug;
    });
    expect(load).toThrow(/opening\.yaml: steps\.1\.slug: slug intro-to-planning appears twice/);
    await cp(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    await edit(OPENING, (data) => {
      if (data.steps[2]) data.steps[2].content = '   ';
    });
    expect(load).toThrow(/opening\.yaml: steps\.2\.content: must not be blank/);
  });

  it('refuses unknown keys, a vid step without narration and broken YAML', async () => {
    await edit(OPENING, (data) => {
      if (data.steps[1]) delete data.steps[1].narration;
    });
    expect(load).toThrow(/opening\.yaml: steps\.1\.narration: /);
    await writeFile(path.join(dir, OPENING), 'steps:\n  - slug: [unclosed\n');
    expect(load).toThrow(/opening\.yaml: /);
  });

  it('refuses a steps file of no chapter, and a module slug used twice in an edition', async () => {
    await mkdir(path.join(dir, 'study/steps/alpha-flow/first-module'), { recursive: true });
    await cp(path.join(dir, OPENING), path.join(dir, 'study/steps/alpha-flow/first-module/renamed.yaml'));
    expect(load).toThrow(/renamed\.yaml: no such chapter in study\/flows\.json/);
    await rm(path.join(dir, 'study/steps/alpha-flow/first-module/renamed.yaml'));
    const flowsFile = path.join(dir, 'study/flows.json');
    const flows = JSON.parse(await readFile(flowsFile, 'utf8'));
    flows[1].modules[0].slug = 'first-module';
    await writeFile(flowsFile, JSON.stringify(flows));
    expect(load).toThrow(
      /study\/flows\.json: 1\.modules\.0\.slug: module slug first-module is also used in flow alpha-flow/,
    );
  });

  it('refuses a link that leads nowhere, a feature no product offers and unknown products', async () => {
    await edit(OPENING, (data) => {
      if (data.steps[0]) data.steps[0].content = 'See [this](/flows/alpha-flow/learning_modules/gone).';
    });
    expect(load).toThrow(
      /opening\.yaml: steps\.0\.content: link \/flows\/alpha-flow\/learning_modules\/gone leads nowhere/,
    );
    await cp(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    await edit(OPENING, (data) => {
      if (data.steps[2])
        data.steps[2].app = { feature: 'magnification', name: 'Zoom', description: 'Zoom in.' };
    });
    expect(load).toThrow(/opening\.yaml: steps\.2\.app\.feature: no product offers magnification/);
    await cp(FIXTURE_CONTENT_DIR, dir, { recursive: true });
    await cp(
      path.join(dir, 'shared/tutorials/reader-one.yaml'),
      path.join(dir, 'shared/tutorials/no-such-product.yaml'),
    );
    expect(load).toThrow(/no-such-product\.yaml: no-such-product is not in shared\/software-catalogue\.json/);
    await rm(path.join(dir, 'shared/tutorials/no-such-product.yaml'));
    const features = path.join(dir, 'shared/at-features.yaml');
    await writeFile(features, (await readFile(features, 'utf8')).replace('reader-one:', 'reader-nine:'));
    expect(load).toThrow(/at-features\.yaml: features\.text-to-speech\.products\.reader-nine: not in shared/);
  });

  it('requires a vid step’s video and subtitles in the content check, and takes what is there at start', async () => {
    const require = { media: { mode: 'require', dir: media } } as const;
    expect(() => loadSeedContent(dir, require)).toThrow(
      /opening\.yaml: steps\.1: missing video file media\/steps\/study\/alpha-flow\/first-module\/opening\/planning-video\.mp4/,
    );
    await videoFiles('.mp4');
    expect(() => loadSeedContent(dir, require)).toThrow(/missing subtitle file .*planning-video\.en\.vtt/);
    await videoFiles('.en.vtt');
    const [opening] = loadSeedContent(dir, require).learning.chapters;
    // The chapters track, thumbnail and transcript may be missing: left out, not refused.
    expect(opening?.steps[1]?.media).toEqual({
      video: '/uploads/steps/study/alpha-flow/first-module/opening/planning-video.mp4',
      subtitle: '/uploads/steps/study/alpha-flow/first-module/opening/planning-video.en.vtt',
      segments: null,
      thumbnail: null,
      transcript: null,
    });
    await rm(path.join(media, 'steps'), { recursive: true });
    const atStart = loadSeedContent(dir, { media: { mode: 'when-present', dir: media } });
    expect(atStart.learning.chapters[0]?.steps[1]?.media?.video).toBeNull();
  });
});

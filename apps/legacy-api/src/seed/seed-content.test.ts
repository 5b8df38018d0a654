import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, loadSeedContent } from './seed-content';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'legacy-api-content-'));
  await cp(CONTENT_DIR, dir, { recursive: true });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function edit<T>(file: string, change: (data: T) => void): Promise<void> {
  const full = path.join(dir, file);
  const data = JSON.parse(await readFile(full, 'utf8'));
  change(data);
  await writeFile(full, JSON.stringify(data));
}

describe('seed content loader', () => {
  it('reads the committed files: both editions, the catalogue, 50 keys', () => {
    const content = loadSeedContent();
    expect(content.flows.study).toHaveLength(6);
    expect(content.flows.pro).toHaveLength(4);
    expect(content.licenceKeys).toHaveLength(50);
    expect(content.demoLearners.map((learner) => learner.user.userType)).toEqual(['student', 'professional']);
  });

  it('names the file and field of a broken entry', async () => {
    await edit('pro/flows.json', (flows: { colors: { tab: string } }[]) => {
      const [first] = flows;
      if (first) first.colors.tab = 'dark blue';
    });
    expect(() => loadSeedContent(dir)).toThrow(/pro\/flows\.json: 0\.colors\.tab: must be a #rrggbb colour/);
  });

  it('refuses a slug used twice, which the upsert would merge into one row', async () => {
    await edit('shared/software-catalogue.json', (entries: { slug: string }[]) => {
      const [first, second] = entries;
      if (first && second) second.slug = first.slug;
    });
    expect(() => loadSeedContent(dir)).toThrow(
      /software-catalogue\.json: 1\.slug: slug read-write appears twice/,
    );
  });

  it('refuses unknown keys and a demo learner choosing software the catalogue lacks', async () => {
    await edit('study/demo-learners.json', (learners: { softwareSlugs: string[] }[]) => {
      learners[0]?.softwareSlugs.push('no-such-product');
    });
    expect(() => loadSeedContent(dir)).toThrow(
      /alex@university\.example chose unknown software no-such-product/,
    );
    await cp(CONTENT_DIR, dir, { recursive: true });
    await edit('study/flows.json', (flows: Record<string, unknown>[]) => {
      if (flows[0]) flows[0].colour = '#000000';
    });
    expect(() => loadSeedContent(dir)).toThrow(/study\/flows\.json: 0: Unrecognized key/);
  });
});

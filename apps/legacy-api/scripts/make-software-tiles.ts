/**
 * Writes media/softwares/<slug>.svg for every catalogue product. Run after editing
 * content/shared/software-catalogue.json:
 *   pnpm --filter @studyflow/legacy-api media:tiles
 * (src/media/software-tile.test.ts fails while a committed tile differs from what this writes).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_DIR } from '../src/media/media-paths';
import { softwareTileSvg } from '../src/media/software-tile';
import { loadSeedContent } from '../src/seed/seed-content';

const { software } = loadSeedContent();
const folder = path.join(MEDIA_DIR, 'softwares');
await mkdir(folder, { recursive: true });
for (const entry of software) {
  await writeFile(path.join(folder, `${entry.slug}.svg`), softwareTileSvg(entry));
}
console.log(`wrote ${software.length} tiles to ${folder}`);

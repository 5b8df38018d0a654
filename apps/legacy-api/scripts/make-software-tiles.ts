/**
 * Writes media/softwares/<slug>.svg for every catalogue product. Run after editing the catalogue:
 *   pnpm --filter @studyflow/legacy-api media:tiles
 * (src/media/software-tile.test.ts fails while a committed tile differs from what this writes).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SOFTWARE_CATALOGUE } from '../src/db/software-catalogue';
import { MEDIA_DIR } from '../src/media/media-paths';
import { softwareTileSvg } from '../src/media/software-tile';

const folder = path.join(MEDIA_DIR, 'softwares');
await mkdir(folder, { recursive: true });
for (const software of SOFTWARE_CATALOGUE) {
  await writeFile(path.join(folder, `${software.slug}.svg`), softwareTileSvg(software));
}
console.log(`wrote ${SOFTWARE_CATALOGUE.length} tiles to ${folder}`);

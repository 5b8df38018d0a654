import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../test/contrast';
import { SOFTWARE_CATALOGUE } from '../test/seed-content';
import { MEDIA_DIR } from './media-paths';
import {
  SPECIALIST_COLOUR,
  softwareTileSvg,
  TILE_COLOURS,
  TILE_TEXT_COLOUR,
  tileInitials,
} from './software-tile';

describe('software tiles', () => {
  it('use initials of the product name', () => {
    const initials = Object.fromEntries(SOFTWARE_CATALOGUE.map((s) => [s.name, tileInitials(s.name)]));
    expect(initials).toMatchObject({
      'Read&Write': 'RW',
      ClaroRead: 'CR',
      'Co:Writer': 'CW',
      'Brain in Hand': 'BH',
      MyStudyBar: 'MSB',
      JAWS: 'JAWS',
      Glean: 'Gl',
    });
  });

  it('carry white initials at ≥ 4.5:1 on every colour', () => {
    for (const colour of [...Object.values(TILE_COLOURS), SPECIALIST_COLOUR]) {
      expect(contrastRatio(colour, TILE_TEXT_COLOUR), colour).toBeGreaterThanOrEqual(4.5);
    }
    // Every group of the catalogue has its own colour (none falls back by accident).
    for (const { group } of SOFTWARE_CATALOGUE) if (group !== null) expect(TILE_COLOURS[group]).toBeDefined();
  });

  it('are committed for every product exactly as the generator draws them', async () => {
    for (const software of SOFTWARE_CATALOGUE) {
      const committed = await readFile(path.join(MEDIA_DIR, 'softwares', `${software.slug}.svg`), 'utf8');
      expect(committed, `${software.slug}.svg is stale: run pnpm media:tiles`).toBe(
        softwareTileSvg(software),
      );
      expect(committed).toContain(`<title>${software.name.replace('&', '&amp;')}</title>`);
    }
  });
});

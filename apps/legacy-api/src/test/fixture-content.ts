import { fileURLToPath } from 'node:url';
import { loadSeedContent, type SeedContent } from '../seed/seed-content';

/**
 * A small, fixed set of lessons (two study flows, one Pro path, three products) that the learning
 * tests count on, whatever the writers change in content/. Its vid steps have no media files: only
 * these unit tests skip the media check.
 */
export const FIXTURE_CONTENT_DIR = fileURLToPath(new URL('./fixture-content', import.meta.url));

export const loadFixtureContent = (): SeedContent =>
  loadSeedContent(FIXTURE_CONTENT_DIR, { media: { mode: 'assume' } });

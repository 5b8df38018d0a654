import { describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../media/media-paths';
import { CONTENT_DIR, loadSeedContent } from './seed-content';

/**
 * The content check of `npm test` on the real lessons (content/README.md, "Steps"): every file
 * parses and passes its schema, no slug is used twice, no link leads nowhere, and every vid step's
 * video and subtitles are in the committed media folder. Never skips the media.
 */
describe('the real content', () => {
  const content = loadSeedContent(CONTENT_DIR, { media: { mode: 'require', dir: MEDIA_DIR } });

  it('gives every chapter of both editions its steps', () => {
    for (const edition of ['study', 'pro'] as const) {
      const written = new Set(
        content.learning.chapters
          .filter((chapter) => chapter.edition === edition)
          .map((chapter) => `${chapter.flowSlug}/${chapter.moduleSlug}/${chapter.chapterSlug}`),
      );
      for (const flow of content.flows[edition]) {
        for (const module of flow.modules) {
          for (const chapter of module.chapters) {
            expect(
              written.has(`${flow.slug}/${module.slug}/${chapter.slug}`),
              `${edition}/${flow.slug}/${module.slug}/${chapter.slug}`,
            ).toBe(true);
          }
        }
      }
    }
  });

  it('has every vid step’s video and subtitles, and an Essentials tutorial for every product', () => {
    const videos = content.learning.chapters
      .flatMap((chapter) => chapter.steps)
      .filter((step) => step.content.type === 'vid');
    expect(videos.length).toBeGreaterThan(0);
    for (const { media } of videos) {
      expect(media?.video).toMatch(/^\/uploads\/steps\/.+\.mp4$/);
      expect(media?.subtitle).toMatch(/\.en\.vtt$/);
    }
    expect(content.learning.essentials.map((tutorial) => tutorial.softwareSlug).sort()).toEqual(
      content.software.map((product) => product.slug).sort(),
    );
  });
});

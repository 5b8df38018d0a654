import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../test/contrast';
import { PRO_PATHS, STUDY_FLOWS } from '../test/seed-content';
import type { FlowContent } from './flow-content';

const WHITE = '#FFFFFF';
/** The dark text of the light theme, which sits on a flow's secondary tint. */
const DARK_TEXT = '#1F2933';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const unique = (values: string[]) => new Set(values).size === values.length;

describe.each([
  ['study flows', STUDY_FLOWS],
  ['Pro learning paths', PRO_PATHS],
] as [string, readonly FlowContent[]][])('%s', (_name, flows) => {
  it('have unique slugs at every level and 2–3 modules of 2–3 chapters each', () => {
    expect(unique(flows.map((flow) => flow.slug))).toBe(true);
    for (const flow of flows) {
      expect(flow.slug).toMatch(SLUG);
      expect(flow.modules.length).toBeGreaterThanOrEqual(2);
      expect(flow.modules.length).toBeLessThanOrEqual(3);
      expect(unique(flow.modules.map((module) => module.slug))).toBe(true);
      for (const module of flow.modules) {
        expect(module.slug).toMatch(SLUG);
        expect(module.chapters.length).toBeGreaterThanOrEqual(2);
        expect(module.chapters.length).toBeLessThanOrEqual(3);
        expect(unique(module.chapters.map((chapter) => chapter.slug))).toBe(true);
        for (const chapter of module.chapters) expect(chapter.minutes).toBeGreaterThan(0);
      }
    }
  });

  it('describe each module in one plain sentence', () => {
    for (const module of flows.flatMap((flow) => flow.modules)) {
      expect(module.description).toMatch(/^[A-Z][^.!?]*[.]$/);
      expect(module.description.split(' ').length).toBeLessThanOrEqual(22);
    }
  });

  it('use colours that keep text readable (WCAG AA, 4.5:1)', () => {
    for (const { slug, colors } of flows) {
      expect(contrastRatio(colors.primary, WHITE), `${slug} primary`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.tab, WHITE), `${slug} tab`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.secondary, DARK_TEXT), `${slug} secondary`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.primary, colors.secondary), `${slug} chip`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

it('the study edition has exactly the six flows of DSH-7', () => {
  expect(STUDY_FLOWS.map((flow) => flow.slug).sort()).toEqual([
    'essay-writing',
    'lectures',
    'organisation',
    'presentations',
    'reading-research',
    'revision',
  ]);
});

import {
  ACCESSIBILITY_CHECKS,
  CHECKED_COLOURS,
  KNOWN_ACCESSIBILITY_FAILURES,
} from '@studyflow/contracts/accessibility-checks';
import { COLOUR_PRESETS, contrastRatio } from '@studyflow/ui/colour-presets';
import { describe, expect, it } from 'vitest';
import { legalCopy } from './copy';

const sectionOf = (edition: 'study' | 'pro', heading: string) => {
  const section = legalCopy[edition].accessibility.sections.find((item) => item.heading === heading);
  if (!section) throw new Error(`no section ${heading}`);
  return [...section.paragraphs, ...(section.list ?? [])].join('\n');
};

describe('the accessibility statement', () => {
  it('no longer lists the videos that have transcripts beside them as failing (WCAG 2.2 1.2.3)', () => {
    for (const edition of ['study', 'pro'] as const) {
      const failures = [
        sectionOf(edition, 'How accessible this website is'),
        sectionOf(edition, 'Non-accessible content'),
      ].join('\n');
      expect(failures).not.toMatch(/landing demo|assessor walkthrough|product videos|Prerecorded videos/);
      // What still lacks a transcript stays listed, so the statement stays true.
      expect(failures).toContain('guided tour');
      expect(sectionOf(edition, 'Using this website')).toContain(
        'read a transcript beside the landing demo, the assessor walkthrough, the product videos and every lesson video',
      );
    }
  });
});

describe('the statement and the accessibility spec share one list', () => {
  it('lists every check the spec runs and every known failure, in both editions', () => {
    for (const edition of ['study', 'pro'] as const) {
      const improving = sectionOf(edition, 'What we are doing to improve accessibility');
      for (const check of ACCESSIBILITY_CHECKS) {
        expect(improving).toContain(check.checks);
        expect(improving).toContain(check.criteria);
      }
      const short = sectionOf(edition, 'How accessible this website is');
      const detail = sectionOf(edition, 'Non-accessible content');
      for (const failure of KNOWN_ACCESSIBILITY_FAILURES) {
        expect(short).toContain(failure.summary);
        expect(detail).toContain(failure.what);
        expect(detail).toContain(failure.criteria);
      }
    }
  });

  it('checks the panel’s lowest-contrast preset and yellow on black, with their real colours', () => {
    const contrastOf = (preset: { background: string; text: string }) =>
      contrastRatio(preset.background, preset.text);
    const lowest = [...COLOUR_PRESETS].sort((a, b) => contrastOf(a) - contrastOf(b))[0];
    const checked = CHECKED_COLOURS.filter((colours) => colours.preset !== null);
    expect(checked.map((colours) => colours.preset)).toEqual([lowest?.name, 'Yellow on black']);
    for (const colours of checked) {
      const preset = COLOUR_PRESETS.find((candidate) => candidate.name === colours.preset);
      expect({ background: colours.background, text: colours.text }).toEqual({
        background: preset?.background,
        text: preset?.text,
      });
    }
  });
});

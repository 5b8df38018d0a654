import { describe, expect, it } from 'vitest';
import { landingCopy } from './copy';

describe('landing copy', () => {
  it("carries the professional landing's required headline and the edition's name", () => {
    expect(landingCopy.pro.landing.headline).toBe('Transform the way you work.');
    expect(landingCopy.pro.brand).toBe('Studyflow Pro');
    expect(landingCopy.study.brand).toBe('Studyflow');
  });

  it('has twelve testimonials with their fields (PUB-5), each id once', () => {
    const { items } = landingCopy.study.testimonials;
    expect(items).toHaveLength(12);
    expect(new Set(items.map((item) => item.id)).size).toBe(12);
    for (const item of items) {
      expect(item.name && item.role && item.comment && item.image).toBeTruthy();
    }
  });

  it('promotes the six qualities of PUB-2 and the three mission steps of PUB-4', () => {
    for (const edition of ['study', 'pro'] as const) {
      const copy = landingCopy[edition];
      expect(copy.features.items.map((item) => item.title)).toEqual([
        'Tailored',
        'Intuitive',
        'Bitesized',
        'Flexible',
        'Engaging',
        'Accessible',
      ]);
      expect(copy.mission.items.map((item) => item.title)).toEqual([
        'Get started',
        'Build confidence',
        'Gain insight',
      ]);
      expect(copy.contact.title).toBe("Let's connect");
    }
  });
});

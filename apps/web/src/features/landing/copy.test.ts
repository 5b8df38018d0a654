import { describe, expect, it } from 'vitest';
import { landingCopy } from './copy';

describe('landing copy', () => {
  it("carries the professional landing's required headline and the edition's name", () => {
    expect(landingCopy.pro.landing.headline).toBe('Transform the way you work.');
    expect(landingCopy.pro.brand).toBe('Studyflow Pro');
    expect(landingCopy.study.brand).toBe('Studyflow');
  });
});

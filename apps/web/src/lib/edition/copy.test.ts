import { describe, expect, it } from 'vitest';
import { sharedCopy } from './copy';

describe('shared copy', () => {
  it("adds 'Pro' to the name in the professional edition", () => {
    expect(sharedCopy.study.brand).toBe('Studyflow');
    expect(sharedCopy.pro.brand).toBe('Studyflow Pro');
  });
});

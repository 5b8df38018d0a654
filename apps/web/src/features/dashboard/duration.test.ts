import { describe, expect, it } from 'vitest';
import { remainingMinutes } from './duration';

describe('remainingMinutes', () => {
  it('rounds at 30 seconds', () => {
    expect(remainingMinutes(89)).toBe(1);
    expect(remainingMinutes(90)).toBe(2);
    expect(remainingMinutes(29)).toBe(0);
    expect(remainingMinutes(30)).toBe(1);
    expect(remainingMinutes(600)).toBe(10);
  });

  it('never goes below zero', () => {
    expect(remainingMinutes(-5)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel';

describe('wrapIndex', () => {
  it('wraps from the first slide to the last and from the last to the first', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
  });
  it('stays at 0 with no slides', () => {
    expect(wrapIndex(1, 0)).toBe(0);
  });
});

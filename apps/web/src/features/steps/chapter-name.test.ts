import { describe, expect, it } from 'vitest';
import { shortChapterName } from './chapter-name';

describe('shortChapterName (STP-4)', () => {
  it('keeps a name of up to 137 characters whole', () => {
    const name = 'a'.repeat(137);
    expect(shortChapterName(name)).toBe(name);
  });

  it('cuts a longer name at 137 characters and adds an ellipsis', () => {
    expect(shortChapterName(`${'b'.repeat(137)}cdef`)).toBe(`${'b'.repeat(137)}…`);
  });
});

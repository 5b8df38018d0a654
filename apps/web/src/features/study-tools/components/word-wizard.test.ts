import { describe, expect, it } from 'vitest';
import { byLetter } from './word-wizard';

describe('byLetter (TLS-2)', () => {
  it('files each word under its first letter, a to z, ignoring case and leading spaces', () => {
    const index = byLetter([
      { directive: 'Analyse', definition: '' },
      { directive: ' assess', definition: '' },
      { directive: 'Compare', definition: '' },
      { directive: '2nd', definition: '' },
    ]);
    expect([...index.keys()]).toHaveLength(26);
    expect(index.get('a')?.map((word) => word.directive)).toEqual(['Analyse', ' assess']);
    expect(index.get('c')).toHaveLength(1);
    expect(index.get('z')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { encodeQuery, withQuery } from './query';

describe('Rails query encoding', () => {
  it('encodes arrays with brackets and nested objects with keys in brackets', () => {
    expect(encodeQuery({ ids: [1, 2] })).toBe('ids[]=1&ids[]=2');
    expect(encodeQuery({ user: { email: 'a+b@x.example', tags: ['x y'] } })).toBe(
      'user[email]=a%2Bb%40x.example&user[tags][]=x%20y',
    );
    expect(encodeQuery({ list: [{ id: 1 }, { id: 2 }] })).toBe('list[][id]=1&list[][id]=2');
  });

  it('skips undefined, sends null empty, and stringifies scalars', () => {
    expect(encodeQuery({ a: undefined, b: null, c: true, d: 0, e: new Date('2026-01-02T03:04:05Z') })).toBe(
      'b=&c=true&d=0&e=2026-01-02T03%3A04%3A05.000Z',
    );
  });

  it('returns nothing for non-objects and appends to a path', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery([1, 2])).toBe('');
    expect(withQuery('/search', { query: 'note taking' })).toBe('/search?query=note%20taking');
    expect(withQuery('/x?y=1', { z: 2 })).toBe('/x?y=1&z=2');
    expect(withQuery('/x', {})).toBe('/x');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  IdInputSchema,
  listIn,
  noteFallback,
  orFallback,
  readTolerantly,
  shapeNotShown,
  whenAbsent,
} from './tolerant';
import { UpstreamUserSchema } from './user';

const Schema = z.object({
  name: z.string(),
  colour: orFallback(z.string().nullable(), 'thing.colour', null),
  tags: whenAbsent(z.array(z.string()), 'thing.tags', []),
});

describe('tolerant reading', () => {
  it('falls back for an absent or unusable open field and names each fallback once', () => {
    const { result, fallbacks } = readTolerantly(z.array(Schema), [{ name: 'a', colour: 7 }, { name: 'b' }]);
    expect(result.data).toEqual([
      { name: 'a', colour: null, tags: [] },
      { name: 'b', colour: null, tags: [] },
    ]);
    expect(fallbacks).toEqual(['thing.colour', 'thing.tags']);
  });

  it('lets a present list be judged by its items, and a missing promise fail', () => {
    expect(readTolerantly(Schema, { name: 'a', tags: [1] }).result.success).toBe(false);
    expect(readTolerantly(Schema, { colour: 'red' }).result.success).toBe(false);
    expect(readTolerantly(Schema, { name: 'a', colour: 'red', tags: ['x'] }).fallbacks).toEqual([]);
  });

  it('reports nothing outside a read, and a nested read keeps the outer one’s list', () => {
    expect(() => noteFallback('loose')).not.toThrow();
    const Outer = z.object({
      inner: z.unknown().transform((value) => readTolerantly(Schema, value).result.data),
      colour: orFallback(z.string(), 'outer.colour', 'none'),
    });
    expect(readTolerantly(Outer, { inner: { name: 'x' } }).fallbacks).toEqual(['outer.colour']);
  });

  it('reads a list bare or wrapped, and an unshown shape from any body', () => {
    const List = listIn('things', z.string());
    expect(List.parse(['a'])).toEqual(['a']);
    expect(List.parse({ things: ['a'] })).toEqual(['a']);
    expect(List.safeParse({ other: ['a'] }).success).toBe(false);
    expect(shapeNotShown(z.object({ msg: z.string().optional() })).parse(null)).toEqual({});
  });

  it('accepts only path-safe ids back from the web', () => {
    for (const id of [7, 'av-91', 'b_1']) expect(IdInputSchema.safeParse(id).success).toBe(true);
    for (const id of [0, 1.5, '', '5/../x', '..', 'a b'])
      expect(IdInputSchema.safeParse(id).success).toBe(false);
  });

  it('leaves the user type to the BFF when the upstream has none or an unknown one', () => {
    const user = { email: 'a@b.example', firstName: 'A', surname: 'B', softwareSelected: false };
    for (const userType of [undefined, 'apprentice']) {
      const { result, fallbacks } = readTolerantly(UpstreamUserSchema, { ...user, userType });
      expect(result.data?.userType).toBeNull();
      expect(fallbacks).toContain('user.userType');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { firstLoginOf, greetingFor } from './greeting';

const now = new Date('2026-03-10T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('greetingFor', () => {
  it("says let's begin on the first day and up to exactly 5 days after the first login", () => {
    expect(greetingFor(daysAgo(0), now)).toBe('begin');
    expect(greetingFor(daysAgo(4.9), now)).toBe('begin');
    expect(greetingFor(daysAgo(5), now)).toBe('begin');
  });

  it('says welcome back once more than 5 days have passed', () => {
    expect(greetingFor(daysAgo(5.001), now)).toBe('welcome-back');
    expect(greetingFor(daysAgo(40), now)).toBe('welcome-back');
  });

  it('says welcome back when no first-login date is stored or it cannot be read', () => {
    expect(greetingFor(null, now)).toBe('welcome-back');
    expect(greetingFor('not a date', now)).toBe('welcome-back');
  });

  it("treats a date a little in the future (another device's clock) as new", () => {
    expect(greetingFor(new Date(now.getTime() + 60_000).toISOString(), now)).toBe('begin');
  });
});

describe('firstLoginOf', () => {
  const newbie = { id: 1, name: 'NEWBIE', createdAt: daysAgo(2) };
  const streak = { id: 2, name: 'LOGIN_STREAK_TWO', createdAt: daysAgo(1) };

  it("takes the server's NEWBIE date over whatever this browser stored", () => {
    expect(firstLoginOf([streak, newbie], daysAgo(30))).toBe(daysAgo(2));
    expect(firstLoginOf([newbie], null)).toBe(daysAgo(2));
  });

  it('falls back to the stored date without a dated NEWBIE badge', () => {
    expect(firstLoginOf([streak], daysAgo(30))).toBe(daysAgo(30));
    expect(firstLoginOf([{ ...newbie, createdAt: null }], daysAgo(30))).toBe(daysAgo(30));
    expect(firstLoginOf(undefined, null)).toBeNull();
  });
});

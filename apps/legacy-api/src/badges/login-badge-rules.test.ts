import { describe, expect, it } from 'vitest';
import { LOGIN_LEGEND_COUNT, loginBadgesToAward } from './login-badge-rules';

// 2026-11-18 is a Wednesday, 2026-11-21 a Saturday, 2026-11-22 a Sunday.
const at = (iso: string) => new Date(iso);
const none = new Set<string>();

describe('login badge rules', () => {
  it('awards NEWBIE on the first login, and never twice', () => {
    const now = at('2026-11-18T09:00:00Z');
    expect(loginBadgesToAward({ edition: 'study', logins: [now], now, earned: none })).toEqual(['NEWBIE']);
    expect(loginBadgesToAward({ edition: 'study', logins: [now], now, earned: new Set(['NEWBIE']) })).toEqual(
      [],
    );
  });

  it('awards LOGIN_STREAK_TWO for logins on two consecutive calendar days, not 24 hours apart', () => {
    const earned = new Set(['NEWBIE']);
    const lateTuesday = at('2026-11-17T23:30:00Z');
    const earlyWednesday = at('2026-11-18T00:10:00Z');
    expect(
      loginBadgesToAward({
        edition: 'study',
        logins: [lateTuesday, earlyWednesday],
        now: earlyWednesday,
        earned,
      }),
    ).toEqual(['LOGIN_STREAK_TWO']);
    const sameDay = [at('2026-11-18T08:00:00Z'), at('2026-11-18T20:00:00Z')];
    expect(
      loginBadgesToAward({ edition: 'study', logins: sameDay, now: at('2026-11-18T20:00:00Z'), earned }),
    ).toEqual([]);
    const gap = [at('2026-11-16T08:00:00Z'), at('2026-11-18T08:00:00Z')];
    expect(
      loginBadgesToAward({ edition: 'study', logins: gap, now: at('2026-11-18T08:00:00Z'), earned }),
    ).toEqual([]);
  });

  it('counts calendar days in UK time', () => {
    const earned = new Set(['NEWBIE']);
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST), the same London day as the second login.
    const logins = [at('2026-07-01T23:30:00Z'), at('2026-07-02T20:00:00Z')];
    const now = at('2026-07-02T20:00:00Z');
    expect(loginBadgesToAward({ edition: 'study', logins, now, earned })).toEqual([]);
    expect(loginBadgesToAward({ edition: 'study', logins, now, earned, timeZone: 'UTC' })).toEqual([
      'LOGIN_STREAK_TWO',
    ]);
  });

  it('awards WEEKEND_WARRIOR for a Saturday or Sunday login in the study edition only', () => {
    const earned = new Set(['NEWBIE']);
    for (const iso of ['2026-11-21T10:00:00Z', '2026-11-22T22:00:00Z']) {
      const now = at(iso);
      expect(loginBadgesToAward({ edition: 'study', logins: [now], now, earned })).toEqual([
        'WEEKEND_WARRIOR',
      ]);
      expect(loginBadgesToAward({ edition: 'pro', logins: [now], now, earned })).toEqual([]);
    }
    const friday = at('2026-11-20T22:00:00Z');
    expect(loginBadgesToAward({ edition: 'study', logins: [friday], now: friday, earned })).toEqual([]);
  });

  it(`awards LOGIN_LEGEND at ${LOGIN_LEGEND_COUNT} logins in the Pro edition only`, () => {
    const earned = new Set(['NEWBIE', 'LOGIN_STREAK_TWO']);
    // Ten logins on the Wednesday, a few minutes apart.
    const logins = Array.from({ length: LOGIN_LEGEND_COUNT }, (_, i) => at(`2026-11-18T09:0${i}:00Z`));
    const now = logins.at(-1) ?? at('2026-11-18T09:09:00Z');
    expect(
      loginBadgesToAward({ edition: 'pro', logins: logins.slice(0, -1), now: logins.at(-2) ?? now, earned }),
    ).toEqual([]);
    expect(loginBadgesToAward({ edition: 'pro', logins, now, earned })).toEqual(['LOGIN_LEGEND']);
    expect(loginBadgesToAward({ edition: 'study', logins, now, earned })).toEqual([]);
    expect(
      loginBadgesToAward({ edition: 'pro', logins, now, earned: new Set([...earned, 'LOGIN_LEGEND']) }),
    ).toEqual([]);
  });

  it('counts the current login even when the history does not include it yet', () => {
    const now = at('2026-11-18T09:00:00Z');
    expect(
      loginBadgesToAward({
        edition: 'study',
        logins: [at('2026-11-17T09:00:00Z')],
        now,
        earned: new Set(['NEWBIE']),
      }),
    ).toEqual(['LOGIN_STREAK_TWO']);
  });
});

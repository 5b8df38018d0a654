import type { EarnedBadge } from '@studyflow/contracts/user';
import { describe, expect, it } from 'vitest';
import { badgesToAnnounce, readShownBadgeIds, rememberShownBadges } from './recent-badges';

const now = new Date('2026-03-10T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const badge = (id: number | string, name: string, createdAt: string | null): EarnedBadge => ({
  id,
  name,
  createdAt,
});

describe('badgesToAnnounce', () => {
  it('announces badges created within the last 10 minutes, oldest first', () => {
    const badges = [badge(2, 'LOGIN_STREAK_TWO', minutesAgo(1)), badge(1, 'NEWBIE', minutesAgo(9.9))];
    expect(badgesToAnnounce(badges, new Set(), now).map((b) => b.id)).toEqual([1, 2]);
  });

  it('counts exactly 10 minutes as recent and anything older as not', () => {
    expect(badgesToAnnounce([badge(1, 'NEWBIE', minutesAgo(10))], new Set(), now)).toHaveLength(1);
    expect(badgesToAnnounce([badge(1, 'NEWBIE', minutesAgo(10.01))], new Set(), now)).toHaveLength(0);
    expect(badgesToAnnounce([badge(1, 'NEWBIE', minutesAgo(60 * 24))], new Set(), now)).toHaveLength(0);
  });

  it('never announces a badge twice', () => {
    const badges = [badge(1, 'NEWBIE', minutesAgo(1)), badge(2, 'EXPLORER', minutesAgo(1))];
    expect(badgesToAnnounce(badges, new Set([1]), now).map((b) => b.id)).toEqual([2]);
  });

  it('ignores a badge whose date cannot be read or was never given', () => {
    expect(badgesToAnnounce([badge(1, 'NEWBIE', 'yesterday-ish')], new Set(), now)).toEqual([]);
    expect(badgesToAnnounce([badge('NEWBIE', 'NEWBIE', null)], new Set(), now)).toEqual([]);
  });

  it('tells badges apart by string ids too (an upstream without ids gives the name)', () => {
    const badges = [badge('NEWBIE', 'NEWBIE', minutesAgo(1)), badge('EXPLORER', 'EXPLORER', minutesAgo(2))];
    expect(badgesToAnnounce(badges, new Set(['NEWBIE']), now).map((b) => b.id)).toEqual(['EXPLORER']);
  });
});

describe('the shown-badge memory', () => {
  it('remembers ids across reads, once each', () => {
    expect(readShownBadgeIds().size).toBe(0);
    rememberShownBadges([3, 4]);
    rememberShownBadges([4, 5, 'NEWBIE']);
    expect([...readShownBadgeIds()]).toEqual([3, 4, 5, 'NEWBIE']);
  });

  it('keeps only the newest 100 ids', () => {
    rememberShownBadges(Array.from({ length: 150 }, (_, i) => i));
    const ids = readShownBadgeIds();
    expect(ids.size).toBe(100);
    expect(ids.has(149)).toBe(true);
    expect(ids.has(0)).toBe(false);
  });
});

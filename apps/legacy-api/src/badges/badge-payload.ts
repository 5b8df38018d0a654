import type { BadgeRow } from './badge-queries';

export interface BadgePayload {
  id: number;
  name: string;
  created_at: string;
}

export const badgePayload = (badge: BadgeRow): BadgePayload => ({
  id: badge.id,
  name: badge.name,
  created_at: badge.createdAt.toISOString(),
});

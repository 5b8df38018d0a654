import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  accessibilitySettings,
  avatars,
  softwares,
  userBadges,
  userInfos,
  userSoftwares,
  users,
} from '../db/schema';

/** The upstream `user` object, snake_case, exactly as docs/upstream-api.md "User payload" shows. */
export interface UserPayload {
  id: number;
  email: string;
  first_name: string;
  surname: string;
  university: string | null;
  user_type: 'student' | 'professional';
  avatar: AvatarPayload | null;
  softwares: SoftwarePayload[];
  software_selected: boolean;
  user_info: UserInfoPayload | null;
  badges: { id: number; name: string; created_at: string }[];
  accessability_setting: AccessibilitySettingPayload | null;
  wellbeings: string[];
  is_calm_requested: boolean;
}

export interface SoftwarePayload {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  description: string | null;
  group: string | null;
  assistive: boolean;
}

export interface AvatarPayload {
  id: number;
  large: string;
  medium: string;
}

type Level = 'beginner' | 'medior' | 'expert' | null;
export interface UserInfoPayload {
  course_started: number | null;
  course_ends: number | null;
  course_name: string | null;
  as_technology_level: Level;
  essay_writing_level: Level;
  presentations_level: Level;
  lectures_level: Level;
  reading_level: Level;
  organisation_level: Level;
  revision_level: Level;
  study_priorities: Record<string, number> | null;
}

export interface AccessibilitySettingPayload {
  background_color: string | null;
  font_color: string | null;
  subtitles: boolean | null;
  font_size: number | null;
  font_family: string | null;
}

export const softwarePayload = (software: typeof softwares.$inferSelect): SoftwarePayload => ({
  id: software.id,
  name: software.name,
  slug: software.slug,
  image: software.image,
  description: software.description,
  group: software.groupName,
  assistive: software.assistive,
});

export const avatarPayload = (avatar: typeof avatars.$inferSelect): AvatarPayload => ({
  id: avatar.id,
  large: avatar.large,
  medium: avatar.medium,
});

export const userInfoPayload = (info: typeof userInfos.$inferSelect): UserInfoPayload => ({
  course_started: info.courseStarted,
  course_ends: info.courseEnds,
  course_name: info.courseName,
  as_technology_level: info.asTechnologyLevel,
  essay_writing_level: info.essayWritingLevel,
  presentations_level: info.presentationsLevel,
  lectures_level: info.lecturesLevel,
  reading_level: info.readingLevel,
  organisation_level: info.organisationLevel,
  revision_level: info.revisionLevel,
  study_priorities: info.studyPriorities ?? null,
});

export const accessibilitySettingPayload = (
  setting: typeof accessibilitySettings.$inferSelect,
): AccessibilitySettingPayload => ({
  background_color: setting.backgroundColor,
  font_color: setting.fontColor,
  subtitles: setting.subtitles,
  font_size: setting.fontSize,
  font_family: setting.fontFamily,
});

export async function userPayload(db: Db, userId: number): Promise<UserPayload> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished while building its payload`);
  const [avatar] = await db.select().from(avatars).where(eq(avatars.userId, userId));
  const [info] = await db.select().from(userInfos).where(eq(userInfos.userId, userId));
  const [setting] = await db
    .select()
    .from(accessibilitySettings)
    .where(eq(accessibilitySettings.userId, userId));
  const chosen = await db
    .select({ software: softwares })
    .from(userSoftwares)
    .innerJoin(softwares, eq(softwares.id, userSoftwares.softwareId))
    .where(eq(userSoftwares.userId, userId))
    .orderBy(asc(softwares.id));
  const badges = await db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.createdAt), asc(userBadges.id));

  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    surname: user.surname,
    university: user.university,
    user_type: user.userType,
    avatar: avatar ? avatarPayload(avatar) : null,
    softwares: chosen.map(({ software }) => softwarePayload(software)),
    software_selected: user.softwareSelected,
    user_info: info ? userInfoPayload(info) : null,
    badges: badges.map((badge) => ({
      id: badge.id,
      name: badge.name,
      created_at: badge.createdAt.toISOString(),
    })),
    accessability_setting: setting ? accessibilitySettingPayload(setting) : null,
    wellbeings: user.wellbeings,
    is_calm_requested: user.isCalmRequested,
  };
}

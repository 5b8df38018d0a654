import { z } from 'zod';
import { SoftwareSchema } from './software';

export const FONT_FAMILIES = ['Default', 'Comic Sans', 'Open-Dyslexic'] as const;
export const FontFamilySchema = z.enum(FONT_FAMILIES);
export type FontFamily = z.infer<typeof FontFamilySchema>;

export const AvatarSchema = z.object({
  id: z.number().int(),
  large: z.string(),
  medium: z.string(),
});
export type Avatar = z.infer<typeof AvatarSchema>;

export const EarnedBadgeSchema = z.object({
  id: z.number().int(),
  /** Upstream badge key, e.g. NEWBIE or LOGIN_STREAK_TWO; see badges.ts for display titles. */
  name: z.string(),
  createdAt: z.string(),
});
export type EarnedBadge = z.infer<typeof EarnedBadgeSchema>;

export const AccessibilitySettingSchema = z.object({
  backgroundColor: z.string().nullable(),
  fontColor: z.string().nullable(),
  subtitles: z.boolean().nullable(),
  fontSize: z.number().int().min(0).max(10).nullable(),
  fontFamily: FontFamilySchema.nullable(),
});
export type AccessibilitySetting = z.infer<typeof AccessibilitySettingSchema>;

export const KnowledgeLevelSchema = z.enum(['beginner', 'medior', 'expert']);
export type KnowledgeLevel = z.infer<typeof KnowledgeLevelSchema>;

export const UserInfoSchema = z.object({
  courseStarted: z.number().int().nullable(),
  courseEnds: z.number().int().nullable(),
  courseName: z.string().nullable(),
  asTechnologyLevel: KnowledgeLevelSchema.nullable(),
  essayWritingLevel: KnowledgeLevelSchema.nullable(),
  presentationsLevel: KnowledgeLevelSchema.nullable(),
  lecturesLevel: KnowledgeLevelSchema.nullable(),
  readingLevel: KnowledgeLevelSchema.nullable(),
  organisationLevel: KnowledgeLevelSchema.nullable(),
  revisionLevel: KnowledgeLevelSchema.nullable(),
  /** 1–5 per study area (study edition); absent for professionals and older records. */
  studyPriorities: z.record(z.string(), z.number().int()).nullable().optional(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Students get the four-step onboarding, professionals the two-step one (docs/decisions.md). */
export const UserTypeSchema = z.enum(['student', 'professional']);
export type UserType = z.infer<typeof UserTypeSchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  university: z.string().nullable(),
  userType: UserTypeSchema,
  avatar: AvatarSchema.nullable(),
  softwares: z.array(SoftwareSchema),
  softwareSelected: z.boolean(),
  userInfo: UserInfoSchema.nullable(),
  badges: z.array(EarnedBadgeSchema),
  accessabilitySetting: AccessibilitySettingSchema.nullable(),
  wellbeings: z.array(z.string()),
  isCalmRequested: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

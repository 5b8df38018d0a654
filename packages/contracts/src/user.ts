import { z } from 'zod';
import { SoftwareSchema } from './software';
import { IdSchema, noteFallback, nullWhenUnusable, orFallback, whenAbsent } from './tolerant';

// Upstream readers below follow tolerant.ts: DAT-1's User promises an email, names and the
// onboarding flags; every other field falls back (docs/decisions.md, "Tolerant reader").

export const FONT_FAMILIES = ['Default', 'Comic Sans', 'Open-Dyslexic'] as const;
export const FontFamilySchema = z.enum(FONT_FAMILIES);
export type FontFamily = z.infer<typeof FontFamilySchema>;

export const AvatarSchema = z.object({
  id: IdSchema,
  large: z.string(),
  medium: z.string(),
});
export type Avatar = z.infer<typeof AvatarSchema>;

/**
 * The requirements promise each badge a name and nothing more. Without an id the name stands in (a user
 * earns each badge once); without a creation date the badge is never "recent", so never toasted.
 */
export const EarnedBadgeSchema = z
  .object({
    id: IdSchema.optional().catch(undefined),
    /** Upstream badge key, e.g. NEWBIE or LOGIN_STREAK_TWO; see badges.ts for display titles. */
    name: z.string(),
    createdAt: orFallback(z.string().nullable(), 'badge.createdAt', null),
  })
  .transform(({ id, ...badge }) => {
    if (id !== undefined) return { id, ...badge };
    noteFallback('badge.id');
    return { id: badge.name, ...badge };
  });
export type EarnedBadge = z.infer<typeof EarnedBadgeSchema>;

/** A valid value of each accessibility field; any of them may be unset (null). */
export const ACCESSIBILITY_VALUES = {
  backgroundColor: z.string(),
  fontColor: z.string(),
  subtitles: z.boolean(),
  fontSize: z.number().int().min(0).max(10),
  fontFamily: FontFamilySchema,
};

/** An unknown font family or an out-of-range size reads as unset: the theme's own applies. */
export const AccessibilitySettingSchema = z.object(
  nullWhenUnusable('accessabilitySetting', ACCESSIBILITY_VALUES),
);
export type AccessibilitySetting = z.infer<typeof AccessibilitySettingSchema>;

export const KnowledgeLevelSchema = z.enum(['beginner', 'medior', 'expert']);
export type KnowledgeLevel = z.infer<typeof KnowledgeLevelSchema>;

/** The requirements name the fields sent, not those answered: each one read is optional. */
export const UserInfoSchema = z.object({
  ...nullWhenUnusable('userInfo', {
    courseStarted: z.number().int(),
    courseEnds: z.number().int(),
    courseName: z.string(),
    asTechnologyLevel: KnowledgeLevelSchema,
    essayWritingLevel: KnowledgeLevelSchema,
    presentationsLevel: KnowledgeLevelSchema,
    lecturesLevel: KnowledgeLevelSchema,
    readingLevel: KnowledgeLevelSchema,
    organisationLevel: KnowledgeLevelSchema,
    revisionLevel: KnowledgeLevelSchema,
  }),
  /** 1–5 per study area (study edition); ours, not the requirements', so absent is normal: null. */
  studyPriorities: orFallback(
    z.record(z.string(), z.number().int()).nullish(),
    'userInfo.studyPriorities',
    null,
  ).transform((priorities) => priorities ?? null),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Students get the four-step onboarding, professionals the two-step one (docs/decisions.md). */
export const UserTypeSchema = z.enum(['student', 'professional']);
export type UserType = z.infer<typeof UserTypeSchema>;

/**
 * The user as the upstream sends it. `userType` is not a DAT-1 field: null here, the BFF puts the
 * edition's type in its place. Unknown keys are dropped, never an error.
 */
export const UpstreamUserSchema = z.object({
  id: orFallback(IdSchema.optional(), 'user.id', undefined),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  university: orFallback(z.string().nullable(), 'user.university', null),
  userType: orFallback(UserTypeSchema.nullable(), 'user.userType', null),
  avatar: whenAbsent(AvatarSchema.nullable(), 'user.avatar', null),
  softwares: whenAbsent(z.array(SoftwareSchema), 'user.softwares', []),
  softwareSelected: z.boolean(),
  userInfo: whenAbsent(UserInfoSchema.nullable(), 'user.userInfo', null),
  badges: whenAbsent(z.array(EarnedBadgeSchema), 'user.badges', []),
  accessabilitySetting: whenAbsent(AccessibilitySettingSchema.nullable(), 'user.accessabilitySetting', null),
  wellbeings: whenAbsent(z.array(z.string()), 'user.wellbeings', []),
  isCalmRequested: orFallback(z.boolean(), 'user.isCalmRequested', false),
});
export type UpstreamUser = z.infer<typeof UpstreamUserSchema>;

/** The user as the BFF answers the web: always with a user type. */
export const UserSchema = UpstreamUserSchema.extend({ userType: UserTypeSchema });
export type User = z.infer<typeof UserSchema>;

import { z } from 'zod';
import { AccessibilitySettingSchema, AvatarSchema } from './user';

/** GET /users/profile answers `{ learning_progress: [...] }`: one item per flow. */
export const LearningProgressItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  flowPercent: z.number().min(0).max(100),
  primaryColor: z.string(),
});
export type LearningProgressItem = z.infer<typeof LearningProgressItemSchema>;
export const ProfileSchema = z.object({ learningProgress: z.array(LearningProgressItemSchema) });

/** A jpeg data URL of the cropped avatar; 5 MB of image is at most ~7 MB of base64. */
export const AVATAR_DATA_URL_PATTERN = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/;
export const UploadAvatarInputSchema = z.object({
  image: z.string().max(7_500_000).regex(AVATAR_DATA_URL_PATTERN, 'Image must be a jpeg data URL'),
});
export type UploadAvatarInput = z.infer<typeof UploadAvatarInputSchema>;
export const AvatarEnvelopeSchema = z.object({ avatar: AvatarSchema });

export const RemoveAvatarInputSchema = z.object({ id: z.number().int().positive() });
export const RemoveAvatarOutputSchema = z.object({ status: z.string() });

/** PUT /users/accessability_setting: null values are dropped before sending (seed 000 §5). */
export const UpdateAccessibilitySettingInputSchema = AccessibilitySettingSchema.partial();
export type UpdateAccessibilitySettingInput = z.infer<typeof UpdateAccessibilitySettingInputSchema>;
export const AccessibilitySettingEnvelopeSchema = z.object({
  accessabilitySetting: AccessibilitySettingSchema,
});

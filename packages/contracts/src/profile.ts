import { z } from 'zod';
import { IdInputSchema, IdSchema, listIn, nullableFields } from './tolerant';
import { ACCESSIBILITY_VALUES, AccessibilitySettingSchema, AvatarSchema } from './user';

/** GET /users/profile: "list of learning progress items", one per flow, bare or `{ learning_progress }`. */
export const LearningProgressItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  flowPercent: z.number().min(0).max(100),
  primaryColor: z.string(),
});
export type LearningProgressItem = z.infer<typeof LearningProgressItemSchema>;
export const LearningProgressListSchema = listIn('learningProgress', LearningProgressItemSchema);

/** A jpeg data URL of the cropped avatar; 5 MB of image is at most ~7 MB of base64. */
export const AVATAR_DATA_URL_PATTERN = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/;
export const UploadAvatarInputSchema = z.object({
  image: z.string().max(7_500_000).regex(AVATAR_DATA_URL_PATTERN, 'Image must be a jpeg data URL'),
});
export type UploadAvatarInput = z.infer<typeof UploadAvatarInputSchema>;
export const AvatarEnvelopeSchema = z.object({ avatar: AvatarSchema });

export const RemoveAvatarInputSchema = z.object({ id: IdInputSchema });
export const RemoveAvatarOutputSchema = z.object({ status: z.string() });

/** PUT /users/accessability_setting: null values are dropped before sending (seed 000 §5). */
// Built from the valid values, not from the tolerant reader: a bad input is refused, not nulled.
export const UpdateAccessibilitySettingInputSchema = z.object(nullableFields(ACCESSIBILITY_VALUES)).partial();
export type UpdateAccessibilitySettingInput = z.infer<typeof UpdateAccessibilitySettingInputSchema>;
export const AccessibilitySettingEnvelopeSchema = z.object({
  accessabilitySetting: AccessibilitySettingSchema,
});

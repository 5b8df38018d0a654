import { z } from 'zod';
import { nullableFields } from './tolerant';
import { ACCESSIBILITY_VALUES, AccessibilitySettingSchema } from './user';

/** PUT /users/accessability_setting: null values are dropped before sending (A11Y-6). */
// Built from the valid values, not from the tolerant reader: a bad input is refused, not nulled.
export const UpdateAccessibilitySettingInputSchema = z.object(nullableFields(ACCESSIBILITY_VALUES)).partial();
export type UpdateAccessibilitySettingInput = z.infer<typeof UpdateAccessibilitySettingInputSchema>;
export const AccessibilitySettingEnvelopeSchema = z.object({
  accessabilitySetting: AccessibilitySettingSchema,
});

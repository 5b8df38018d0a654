import { z } from 'zod';
import { IdInputSchema } from './tolerant';
import { AvatarSchema } from './user';

/** A jpeg data URL of the cropped avatar; 5 MB of image is at most ~7 MB of base64. */
export const AVATAR_DATA_URL_PATTERN = /^data:image\/jpeg;base64,[A-Za-z0-9+/]+={0,2}$/;
export const UploadAvatarInputSchema = z.object({
  image: z.string().max(7_500_000).regex(AVATAR_DATA_URL_PATTERN, 'Image must be a jpeg data URL'),
});
export type UploadAvatarInput = z.infer<typeof UploadAvatarInputSchema>;
export const AvatarEnvelopeSchema = z.object({ avatar: AvatarSchema });

export const RemoveAvatarInputSchema = z.object({ id: IdInputSchema });
export const RemoveAvatarOutputSchema = z.object({ status: z.string() });

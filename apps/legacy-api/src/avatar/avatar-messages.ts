/** Texts of the avatar calls (docs/upstream-api.md). */
export const AVATAR_MESSAGES = {
  notDataUrl: 'Image must be a JPEG data URL.',
  notJpeg: 'Image is not a valid JPEG.',
  tooLarge: 'Image is larger than 5MB.',
  tooManyPixels: 'Image is too large: at most 4096 × 4096 pixels.',
  notFound: 'Avatar not found.',
} as const;

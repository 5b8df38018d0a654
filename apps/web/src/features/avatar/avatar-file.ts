import { LIMITS } from '@studyflow/contracts/limits';

/** PRF-5, LIM-12: jpeg and png only, one file, at most 5242880 bytes. */
export const AVATAR_TYPES = { 'image/jpeg': ['.jpeg', '.jpg'], 'image/png': ['.png'] } as const;

/** ERR-10 and ERR-11: the two error toasts, word for word. */
export const AVATAR_ERRORS = {
  tooLarge: 'Error: Image is larger than 5MB',
  wrongType: 'Error: Image type must be jpeg/png',
  /** Ours: PRF-5 allows one file but gives no text for more. */
  tooMany: 'Error: Please choose one image',
} as const;

export type AvatarFileError = keyof typeof AVATAR_ERRORS;

const isAccepted = (type: string): boolean => Object.hasOwn(AVATAR_TYPES, type);

/** What is wrong with a chosen file, or null. The type is checked first: a huge GIF is still a GIF. */
export function avatarFileError(file: { type: string; size: number }): AvatarFileError | null {
  if (!isAccepted(file.type)) return 'wrongType';
  if (file.size > LIMITS.avatarMaxBytes) return 'tooLarge';
  return null;
}

/** The error for a whole drop: more than one file, else the first file's problem. */
export function avatarDropError(files: readonly { type: string; size: number }[]): AvatarFileError | null {
  if (files.length > 1) return 'tooMany';
  const [file] = files;
  return file ? avatarFileError(file) : null;
}

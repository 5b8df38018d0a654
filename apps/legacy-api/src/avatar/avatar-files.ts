import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { avatarsDir, avatarUrl } from '../media/media-paths';
import type { AvatarImages, AvatarVariant } from './avatar-image';

export type AvatarUrls = Record<AvatarVariant, string>;

/**
 * Writes an avatar's sizes under DATA_DIR/uploads/avatars/<user>-<random>-<size>.jpg and returns
 * their URLs. The random part makes the URLs unguessable and new on every upload, so caches never
 * show an old face. Nothing is left behind when a write fails.
 */
export async function saveAvatarFiles(
  dataDir: string,
  userId: number,
  images: AvatarImages,
): Promise<AvatarUrls> {
  const folder = avatarsDir(dataDir);
  await mkdir(folder, { recursive: true });
  const stem = `${userId}-${randomBytes(16).toString('hex')}`;
  const names: Record<AvatarVariant, string> = { large: `${stem}-large.jpg`, medium: `${stem}-medium.jpg` };
  const urls: AvatarUrls = { large: avatarUrl(names.large), medium: avatarUrl(names.medium) };
  const written: string[] = [];
  try {
    for (const variant of ['large', 'medium'] as const) {
      await writeFile(path.join(folder, names[variant]), images[variant], { flag: 'wx' });
      written.push(urls[variant]);
    }
  } catch (error) {
    await removeAvatarFiles(dataDir, written);
    throw error;
  }
  return urls;
}

/**
 * The file behind an avatar URL we issued; null for anything else (never a path outside the folder).
 * Avatars stored before the sizes existed have one file without a size in its name, for both URLs.
 */
export function avatarFileOf(dataDir: string, url: string): string | null {
  const prefix = avatarUrl('');
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  if (!/^[0-9]+-[0-9a-f]+(-large|-medium)?\.jpg$/.test(name)) return null;
  return path.join(avatarsDir(dataDir), name);
}

/** Deletes the files of a removed avatar; a file already gone is fine. */
export async function removeAvatarFiles(dataDir: string, urls: string[]): Promise<void> {
  const files = new Set(urls.map((url) => avatarFileOf(dataDir, url)).filter((file) => file !== null));
  for (const file of files) await rm(file, { force: true });
}

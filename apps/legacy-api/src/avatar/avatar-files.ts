import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { avatarsDir, avatarUrl } from '../media/media-paths';

/**
 * Writes an avatar under DATA_DIR/uploads/avatars/<user>-<random>.jpg and returns its path and URL.
 * The random part makes the URL unguessable and new on every upload, so caches never show an old face.
 */
export async function saveAvatarFile(
  dataDir: string,
  userId: number,
  bytes: Uint8Array,
): Promise<{ file: string; url: string }> {
  const folder = avatarsDir(dataDir);
  await mkdir(folder, { recursive: true });
  const name = `${userId}-${randomBytes(16).toString('hex')}.jpg`;
  const file = path.join(folder, name);
  await writeFile(file, bytes, { flag: 'wx' });
  return { file, url: avatarUrl(name) };
}

/** The file behind an avatar URL we issued; null for anything else (never a path outside the folder). */
export function avatarFileOf(dataDir: string, url: string): string | null {
  const prefix = avatarUrl('');
  if (!url.startsWith(prefix)) return null;
  const name = url.slice(prefix.length);
  if (!/^[0-9]+-[0-9a-f]+\.jpg$/.test(name)) return null;
  return path.join(avatarsDir(dataDir), name);
}

/** Deletes the files of a removed avatar; a file already gone is fine. */
export async function removeAvatarFiles(dataDir: string, urls: string[]): Promise<void> {
  const files = new Set(urls.map((url) => avatarFileOf(dataDir, url)).filter((file) => file !== null));
  for (const file of files) await rm(file, { force: true });
}

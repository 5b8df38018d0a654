import path from 'node:path';
import { packagePath } from '../package-root';

/** Committed media (software tiles, the guided tour), served under /uploads beside uploaded files. */
export const MEDIA_DIR = packagePath('media');

export const UPLOADS_URL_PREFIX = '/uploads';

/** Files learners upload, e.g. avatars: DATA_DIR/uploads. */
export const uploadsDir = (dataDir: string): string => path.join(dataDir, 'uploads');
export const avatarsDir = (dataDir: string): string => path.join(uploadsDir(dataDir), 'avatars');
export const avatarUrl = (fileName: string): string => `${UPLOADS_URL_PREFIX}/avatars/${fileName}`;

// Broken on purpose: the contracts use Node and the design system.
import { createHash } from 'node:crypto';
import { AVATAR_SIZE } from '../../ui/src/avatar-size';
// Allowed: its own files.
import { MAX_BYTES } from './limits';

export const avatarKey = (bytes: string) => createHash('sha1').update(bytes).digest('hex');
export const avatarLimits = { size: AVATAR_SIZE, bytes: MAX_BYTES };

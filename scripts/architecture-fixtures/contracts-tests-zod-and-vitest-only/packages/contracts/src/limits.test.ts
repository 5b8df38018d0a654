// Broken on purpose: a contracts test reaches into the design system.
import { AVATAR_SIZE } from '../../ui/src/avatar-size';
// Allowed: the module under test.
import { MAX_BYTES } from './limits';

export const checked = MAX_BYTES > AVATAR_SIZE;

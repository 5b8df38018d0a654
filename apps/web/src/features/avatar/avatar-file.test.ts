import { describe, expect, it } from 'vitest';
import { AVATAR_ERRORS, avatarDropError, avatarFileError } from './avatar-file';

const MB5 = 5242880;

describe('avatarFileError', () => {
  it('accepts jpeg and png up to exactly 5242880 bytes', () => {
    expect(avatarFileError({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(avatarFileError({ type: 'image/png', size: MB5 })).toBeNull();
  });

  it('refuses a larger file with the required text', () => {
    const error = avatarFileError({ type: 'image/png', size: MB5 + 1 });
    expect(error).toBe('tooLarge');
    expect(AVATAR_ERRORS.tooLarge).toBe('Error: Image is larger than 5MB');
  });

  it('refuses other types, even small ones, with the required text', () => {
    for (const type of ['image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', '']) {
      expect(avatarFileError({ type, size: 10 })).toBe('wrongType');
    }
    expect(avatarFileError({ type: 'image/gif', size: MB5 * 2 })).toBe('wrongType');
    expect(AVATAR_ERRORS.wrongType).toBe('Error: Image type must be jpeg/png');
  });
});

describe('avatarDropError', () => {
  it('takes one file only', () => {
    const ok = { type: 'image/png', size: 10 };
    expect(avatarDropError([ok])).toBeNull();
    expect(avatarDropError([ok, ok])).toBe('tooMany');
    expect(avatarDropError([])).toBeNull();
  });
});

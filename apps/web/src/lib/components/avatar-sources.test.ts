import { describe, expect, it } from 'vitest';
import { avatarSources, shownPx } from './avatar-sources';

const AVATAR = {
  id: 3,
  large: '/uploads/avatars/7-ab-large.jpg',
  medium: '/uploads/avatars/7-ab-medium.jpg',
};
const BOTH = '/uploads/avatars/7-ab-medium.jpg 192w, /uploads/avatars/7-ab-large.jpg 512w';

describe('avatarSources: the size a place asks for', () => {
  it('reads the ui Avatar’s sizes in CSS pixels', () => {
    expect([shownPx('sm'), shownPx('md'), shownPx('lg'), shownPx('xl')]).toEqual([32, 40, 64, 96]);
  });

  it('asks for medium up to 96 pixels wide (192 pixels at twice the density), large above', () => {
    expect(avatarSources(AVATAR, 32)).toEqual({ src: AVATAR.medium, srcSet: BOTH, sizes: '32px' });
    expect(avatarSources(AVATAR, 96)).toEqual({ src: AVATAR.medium, srcSet: BOTH, sizes: '96px' });
    expect(avatarSources(AVATAR, 97)).toEqual({ src: AVATAR.large, srcSet: BOTH, sizes: '97px' });
    expect(avatarSources(AVATAR, 192)).toEqual({ src: AVATAR.large, srcSet: BOTH, sizes: '192px' });
  });

  it('offers no srcset when both sizes are one file, and nothing without an avatar', () => {
    const single = { id: 4, large: '/uploads/avatars/8-cd.jpg', medium: '/uploads/avatars/8-cd.jpg' };
    expect(avatarSources(single, 32)).toEqual({ src: single.medium });
    expect(avatarSources(null, 32)).toEqual({ src: null });
  });
});

import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { ProfileDetails } from './profile-details';

const avatar = {
  id: 3,
  large: '/uploads/avatars/7-ab-large.jpg',
  medium: '/uploads/avatars/7-ab-medium.jpg',
};

describe('ProfileDetails', () => {
  it.each([
    ['lg', '64px'],
    ['xl', '96px'],
  ] as const)('asks for the medium size at %s (%s wide), large only on a denser screen', (size, sizes) => {
    const { container } = renderWithApp(<ProfileDetails user={testUser({ avatar })} size={size} />, {
      path: '/dashboard/settings/profile',
    });
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(avatar.medium);
    expect(img?.getAttribute('srcset')).toBe(`${avatar.medium} 192w, ${avatar.large} 512w`);
    expect(img?.getAttribute('sizes')).toBe(sizes);
  });
});

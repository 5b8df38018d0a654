import { describe, expect, it } from 'vitest';
import { renderWithApp, testUser } from '../../test-support/render';
import { AvatarMenu } from './avatar-menu';

describe('AvatarMenu', () => {
  it('shows the medium size in the top bar, 32 pixels wide', async () => {
    const avatar = {
      id: 3,
      large: '/uploads/avatars/7-ab-large.jpg',
      medium: '/uploads/avatars/7-ab-medium.jpg',
    };
    const { container } = renderWithApp(<AvatarMenu user={testUser({ avatar })} />, {
      path: '/dashboard/learn',
    });
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(avatar.medium);
    expect(img?.getAttribute('srcset')).toBe(`${avatar.medium} 192w, ${avatar.large} 512w`);
    expect(img?.getAttribute('sizes')).toBe('32px');
  });
});

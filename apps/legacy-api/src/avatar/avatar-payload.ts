import type { AvatarRow } from './avatar-queries';

export interface AvatarPayload {
  id: number;
  large: string;
  medium: string;
}

export const avatarPayload = (avatar: AvatarRow): AvatarPayload => ({
  id: avatar.id,
  large: avatar.large,
  medium: avatar.medium,
});

import {
  type AccessibilitySettingPayload,
  accessibilitySettingPayload,
} from '../accessibility/accessibility-payload';
import { settingOf } from '../accessibility/accessibility-queries';
import { type AvatarPayload, avatarPayload } from '../avatar/avatar-payload';
import { avatarOf } from '../avatar/avatar-queries';
import { type BadgePayload, badgePayload } from '../badges/badge-payload';
import { badgesOf } from '../badges/badge-queries';
import type { Db } from '../db/client';
import { type SoftwarePayload, softwarePayload } from '../software/software-payload';
import { chosenSoftwares } from '../software/software-queries';
import { type UserInfoPayload, userInfoPayload } from '../user-info/user-info-payload';
import { userInfoOf } from '../user-info/user-info-queries';
import { findUserById } from './user-queries';

/** The upstream `user` object, snake_case, exactly as docs/upstream-api.md "User payload" shows. */
export interface UserPayload {
  id: number;
  email: string;
  first_name: string;
  surname: string;
  university: string | null;
  user_type: 'student' | 'professional';
  avatar: AvatarPayload | null;
  softwares: SoftwarePayload[];
  software_selected: boolean;
  user_info: UserInfoPayload | null;
  badges: BadgePayload[];
  accessability_setting: AccessibilitySettingPayload | null;
  wellbeings: string[];
  is_calm_requested: boolean;
}

/** Each domain reads its own part; this only puts them together. */
export async function userPayload(db: Db, userId: number): Promise<UserPayload> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished while building its payload`);
  const avatar = await avatarOf(db, userId);
  const info = await userInfoOf(db, userId);
  const setting = await settingOf(db, userId);
  const chosen = await chosenSoftwares(db, userId);
  const badges = await badgesOf(db, userId);

  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    surname: user.surname,
    university: user.university,
    user_type: user.userType,
    avatar: avatar ? avatarPayload(avatar) : null,
    softwares: chosen.map(softwarePayload),
    software_selected: user.softwareSelected,
    user_info: info ? userInfoPayload(info) : null,
    badges: badges.map(badgePayload),
    accessability_setting: setting ? accessibilitySettingPayload(setting) : null,
    wellbeings: user.wellbeings,
    is_calm_requested: user.isCalmRequested,
  };
}

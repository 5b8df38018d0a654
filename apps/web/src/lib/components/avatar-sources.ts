import type { Avatar } from '@studyflow/contracts/user';
import { baseTokens } from '@studyflow/ui/theme/tokens';

/** Widths of the avatar's square sizes, in pixels (the legacy-api draws them: docs/upstream-api.md). */
export const AVATAR_WIDTHS = { medium: 192, large: 512 } as const;

/** Device pixels per CSS pixel that `src` is chosen for: what a browser without srcset loads. */
const SRC_DENSITY = 2;
const REM_PX = 16;

/** CSS pixels of the ui Avatar's sizes (its tokens are rem: an <img>'s `sizes` cannot read a CSS variable). */
export const shownPx = (size: keyof typeof baseTokens.avatar): number =>
  Number.parseFloat(baseTokens.avatar[size]) * REM_PX;

export interface AvatarSources {
  src: string | null;
  srcSet?: string;
  sizes?: string;
}

/**
 * What an <img> that shows `avatar` `widthPx` CSS pixels wide asks for. `src` is the smallest size
 * with two device pixels per CSS pixel; `srcSet` lists both sizes by width and `sizes` says the width
 * shown, so the browser loads medium where it is enough and large where the screen is denser. An
 * upstream that serves one file for both (or an avatar stored before the sizes) gets `src` alone.
 */
export function avatarSources(avatar: Avatar, widthPx: number): AvatarSources & { src: string };
export function avatarSources(avatar: Avatar | null, widthPx: number): AvatarSources;
export function avatarSources(avatar: Avatar | null, widthPx: number): AvatarSources {
  if (!avatar) return { src: null };
  const src = widthPx * SRC_DENSITY <= AVATAR_WIDTHS.medium ? avatar.medium : avatar.large;
  if (avatar.medium === avatar.large) return { src };
  return {
    src,
    srcSet: `${avatar.medium} ${AVATAR_WIDTHS.medium}w, ${avatar.large} ${AVATAR_WIDTHS.large}w`,
    sizes: `${widthPx}px`,
  };
}

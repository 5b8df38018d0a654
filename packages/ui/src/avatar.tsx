import { useState } from 'react';
import * as styles from './avatar.css';

export interface AvatarProps {
  /** The person's name: the accessible name and the source of the initials. */
  name: string;
  src?: string | null;
  /**
   * Other sizes of the same picture by width (`/a-medium.jpg 192w, /a-large.jpg 512w`), with
   * `sizes` the width it is shown at: the browser then loads the one the screen's density needs.
   */
  srcSet?: string;
  sizes?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** When the name is already written beside it, hide the avatar from assistive technology. */
  decorative?: boolean;
}

/** 'Alex Morgan' → 'AM', 'priya' → 'P', '' → '?'. First and last word, so middle names do not crowd. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return `${letter(first)}${last ? letter(last) : ''}`;
}

/** A round picture, or the initials when there is none or it fails to load. */
export function Avatar({ name, src, srcSet, sizes, size = 'md', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && src !== failedSrc;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span {...a11y} className={styles.avatar[size]}>
      {showImage && src ? (
        <img
          src={src}
          srcSet={srcSet}
          sizes={sizes}
          alt=""
          className={styles.image}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}

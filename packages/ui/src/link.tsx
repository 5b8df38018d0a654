import type { ReactNode } from 'react';
import { link } from './link.css';
import { RouterLink, type RouterLinkProps } from './navigation';
import { VisuallyHidden } from './visually-hidden';

export interface LinkProps extends Omit<RouterLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: 'inline' | 'standalone';
  /** Stretch the click area over the nearest positioned ancestor (an interactive Card). */
  isStretched?: boolean;
  /** Said after the name of a link that opens a new tab, so nobody is surprised. */
  newTabLabel?: string;
}

/**
 * A link: the app's own addresses go through its router (navigation.tsx), `reloadDocument` loads
 * the page afresh (leaving an error page), and a link that opens a new tab gets
 * `rel="noopener noreferrer"` and says so to screen readers.
 */
export function Link({
  variant = 'inline',
  isStretched = false,
  newTabLabel = '(opens in a new tab)',
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  return (
    <RouterLink
      {...props}
      target={target}
      rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
      className={link({ variant, stretched: isStretched })}
    >
      {children}
      {target === '_blank' ? <VisuallyHidden> {newTabLabel}</VisuallyHidden> : null}
    </RouterLink>
  );
}

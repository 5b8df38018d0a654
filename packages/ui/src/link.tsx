import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './link.css';
import { VisuallyHidden } from './visually-hidden';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: 'inline' | 'standalone';
  /** Stretch the click area over the nearest positioned ancestor (an interactive Card). */
  isStretched?: boolean;
  /**
   * Load the page from the server instead of routing inside the app: for leaving an error page
   * with a clean start.
   */
  reloadDocument?: boolean;
  /** Said after the name of a link that opens a new tab, so nobody is surprised. */
  newTabLabel?: string;
}

/**
 * A React Aria link: internal hrefs go through the app's router (RouterProvider); links that open
 * a new tab get `rel="noopener noreferrer"` and say so to screen readers.
 */
export function Link({
  variant = 'inline',
  isStretched = false,
  reloadDocument = false,
  newTabLabel = '(opens in a new tab)',
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  const className = link({ variant, stretched: isStretched });
  if (reloadDocument) {
    return (
      <a href={props.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <AriaLink
      {...props}
      target={target}
      rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
      className={className}
    >
      {children}
      {target === '_blank' ? <VisuallyHidden> {newTabLabel}</VisuallyHidden> : null}
    </AriaLink>
  );
}

import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { type ButtonStyleProps, button } from './button.css';

export interface ButtonLinkProps
  extends Omit<AriaLinkProps, 'className' | 'style' | 'children'>,
    ButtonStyleProps {
  children: ReactNode;
}

/** A link that navigates but looks like a button, for calls to action such as 'Sign in'. */
export function ButtonLink({ variant, size, fullWidth, children, ...props }: ButtonLinkProps) {
  return (
    <AriaLink {...props} className={button({ variant, size, fullWidth })}>
      {children}
    </AriaLink>
  );
}

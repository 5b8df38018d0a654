import type { ReactNode } from 'react';
import { type ButtonStyleProps, button } from './button.css';
import { RouterLink, type RouterLinkProps } from './navigation';

export interface ButtonLinkProps
  extends Omit<RouterLinkProps, 'className' | 'style' | 'children'>,
    ButtonStyleProps {
  children: ReactNode;
}

/** A link that navigates but looks like a button, for calls to action such as 'Sign in'. */
export function ButtonLink({ variant, size, fullWidth, children, ...props }: ButtonLinkProps) {
  return (
    <RouterLink {...props} className={button({ variant, size, fullWidth })}>
      {children}
    </RouterLink>
  );
}

import type { ReactNode } from 'react';
import { card } from './card.css';

export interface CardProps {
  children: ReactNode;
  elementType?: 'div' | 'section' | 'article' | 'li';
  padding?: 'md' | 'lg';
  /** For a card holding one stretched Link: the whole card responds to hover. */
  isInteractive?: boolean;
  'aria-labelledby'?: string;
}

export function Card({
  children,
  elementType: Element = 'div',
  padding = 'md',
  isInteractive = false,
  ...aria
}: CardProps) {
  return (
    <Element {...aria} className={card({ padding, interactive: isInteractive })}>
      {children}
    </Element>
  );
}

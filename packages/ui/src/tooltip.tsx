import type { ReactElement, ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';
import * as styles from './tooltip.css';

export interface TooltipProps {
  content: ReactNode;
  /**
   * A focusable React Aria element (its Link, a ToggleButton…), or a native one inside React Aria's
   * `Focusable` (ui's Button): the tip shows on hover and on keyboard focus.
   */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'start' | 'end';
  /** Milliseconds before a hover shows the tip; keyboard focus shows it at once. */
  delay?: number;
}

/**
 * A supplementary hint (WAI-ARIA tooltip pattern): Escape hides it, it never holds the only copy of
 * information a touch user needs, and it is wired as the trigger's description while visible.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={200}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

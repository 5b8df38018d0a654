import { type ReactNode, type RefObject, useRef } from 'react';
import { mergeProps, OverlayContainer, useOverlayPosition, useTooltip } from 'react-aria';
import type { TipState } from './tip-trigger';
import * as styles from './tooltip.css';

export interface TooltipBubbleProps {
  state: TipState;
  triggerRef: RefObject<HTMLElement | null>;
  /** What useTooltipTrigger gives the tooltip (its id, which the trigger's aria-describedby names). */
  tooltipProps: { id?: string };
  content: ReactNode;
  placement: 'top' | 'bottom' | 'start' | 'end';
}

/**
 * The tip itself, placed beside its trigger (flipped when there is no room) in a portal. A module of
 * its own, loaded the first time a tip opens: the positioning code (~4 KB of script) is not needed
 * before then, and the icon buttons that carry tips are in every page's first script (icon-button.tsx).
 */
export function TooltipBubble({ state, triggerRef, tooltipProps, content, placement }: TooltipBubbleProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const { overlayProps, placement: placed } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement,
    offset: 6,
    isOpen: state.isOpen,
    onClose: () => state.close(true),
  });
  const { tooltipProps: bubbleProps } = useTooltip(tooltipProps, state);
  return (
    <OverlayContainer>
      <div
        {...mergeProps(overlayProps, bubbleProps)}
        ref={overlayRef}
        className={state.shouldSkipAnimation ? styles.tooltip : `${styles.tooltip} ${styles.appearing}`}
        data-placement={placed ?? undefined}
      >
        {content}
      </div>
    </OverlayContainer>
  );
}

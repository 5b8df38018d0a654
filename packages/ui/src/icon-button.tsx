import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { iconButton } from './icon-button.css';
import { useTipTrigger } from './tip-trigger';

// The tip's placement code loads the first time a tip opens (tooltip-bubble.tsx).
const TooltipBubble = lazy(() =>
  import('./tooltip-bubble').then((module) => ({ default: module.TooltipBubble })),
);

export interface IconButtonProps {
  /** The accessible name; also shown as a tooltip so sighted users learn what the icon means. */
  label: string;
  /** A decorative icon (the ones in icons.tsx are aria-hidden). */
  icon: ReactNode;
  onPress?: () => void;
  variant?: 'plain' | 'filled';
  size?: 'md' | 'lg';
  isDisabled?: boolean;
  /** Hide the tooltip when the label is already visible next to the button. */
  hideTooltip?: boolean;
  /** For a button that opens or controls something (aria-expanded etc. are set by the caller). */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  'aria-haspopup'?: boolean | 'dialog' | 'menu';
}

/**
 * An icon-only native button whose name is `label`, never the icon, shown as a tip on hover and
 * keyboard focus (the WAI-ARIA tooltip pattern, as ui's Tooltip: Escape hides it, the trigger is
 * described by it while it shows). The trigger logic is tip-trigger.ts and the bubble loads when
 * first shown, since these buttons are in the first view of every page (the theme toggle, the menu
 * button).
 */
export function IconButton({
  label,
  icon,
  onPress,
  variant,
  size,
  isDisabled = false,
  hideTooltip = false,
  ...aria
}: IconButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const tip = useTipTrigger(ref, hideTooltip || isDisabled);
  return (
    <>
      <button
        type="button"
        {...tip.triggerProps}
        {...aria}
        ref={ref}
        aria-label={label}
        disabled={isDisabled}
        onClick={() => onPress?.()}
        className={iconButton({ variant, size })}
      >
        {icon}
      </button>
      {tip.state.isOpen && !hideTooltip ? (
        <Suspense fallback={null}>
          <TooltipBubble
            state={tip.state}
            triggerRef={ref}
            tooltipProps={{ id: tip.tipId }}
            content={label}
            placement="top"
          />
        </Suspense>
      ) : null}
    </>
  );
}

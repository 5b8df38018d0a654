import { type FocusEvent, lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTooltipTrigger } from 'react-aria';
import { Button as AriaButton } from 'react-aria-components';
import { useTooltipTriggerState } from 'react-stately';
import { iconButton } from './icon-button.css';

// The tip's placement code loads the first time a tip opens (tooltip-bubble.tsx).
const TooltipBubble = lazy(() =>
  import('./tooltip-bubble').then((module) => ({ default: module.TooltipBubble })),
);

/** As ui's Tooltip: a hover waits this long, keyboard focus shows the tip at once. */
const TIP_DELAY = 600;
const TIP_CLOSE_DELAY = 200;

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
 * An icon-only button whose name is `label`, never the icon, shown as a tip on hover and keyboard
 * focus (the WAI-ARIA tooltip pattern, as ui's Tooltip: Escape hides it, the trigger is described by
 * it while it shows). The tip's trigger logic is here and its bubble loads when first shown, since
 * these buttons are in the first view of every page (the theme toggle, the menu button).
 */
export function IconButton({
  label,
  icon,
  onPress,
  variant,
  size,
  isDisabled,
  hideTooltip = false,
  ...aria
}: IconButtonProps) {
  const state = useTooltipTriggerState({ delay: TIP_DELAY, closeDelay: TIP_CLOSE_DELAY });
  const ref = useRef<HTMLButtonElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger(
    { delay: TIP_DELAY, closeDelay: TIP_CLOSE_DELAY, isDisabled: hideTooltip || isDisabled },
    state,
    ref,
  );
  // React Aria types the trigger's focus handlers for any focusable element, the Button's for Element.
  const { onFocus, onBlur, ...tipTrigger } = hideTooltip ? {} : triggerProps;
  return (
    <>
      <AriaButton
        {...tipTrigger}
        onFocus={(event) => onFocus?.(event as FocusEvent<HTMLButtonElement>)}
        onBlur={(event) => onBlur?.(event as FocusEvent<HTMLButtonElement>)}
        {...aria}
        ref={ref}
        aria-label={label}
        onPress={onPress}
        isDisabled={isDisabled}
        className={iconButton({ variant, size })}
      >
        {icon}
      </AriaButton>
      {state.isOpen && !hideTooltip ? (
        <Suspense fallback={null}>
          <TooltipBubble
            state={state}
            triggerRef={ref}
            tooltipProps={tooltipProps}
            content={label}
            placement="top"
          />
        </Suspense>
      ) : null}
    </>
  );
}

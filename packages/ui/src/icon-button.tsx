import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { iconButton } from './icon-button.css';
import { Tooltip } from './tooltip';

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

/** An icon-only button whose name is `label`, never the icon. */
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
  const button = (
    <AriaButton
      {...aria}
      aria-label={label}
      onPress={onPress}
      isDisabled={isDisabled}
      className={iconButton({ variant, size })}
    >
      {icon}
    </AriaButton>
  );
  return hideTooltip ? button : <Tooltip content={label}>{button}</Tooltip>;
}

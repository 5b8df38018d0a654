import type { ReactNode } from 'react';
import {
  ToggleButton as AriaToggleButton,
  type ToggleButtonProps as AriaToggleButtonProps,
} from 'react-aria-components';
import { type ButtonStyleProps, button } from './button.css';

export interface ToggleButtonProps
  extends Omit<AriaToggleButtonProps, 'className' | 'style' | 'children'>,
    ButtonStyleProps {
  children: ReactNode;
}

/** A button with an on/off state exposed as aria-pressed (e.g. the dark theme switch). */
export function ToggleButton({ variant = 'text', size, fullWidth, children, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton {...props} className={button({ variant, size, fullWidth })}>
      {children}
    </AriaToggleButton>
  );
}

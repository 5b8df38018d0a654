import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { type ButtonStyleProps, button } from './button.css';
import { Spinner } from './spinner';
import { visuallyHidden } from './visually-hidden.css';

export interface ButtonProps
  extends Omit<
      ButtonHTMLAttributes<HTMLButtonElement>,
      'className' | 'style' | 'children' | 'onClick' | 'disabled' | 'type'
    >,
    ButtonStyleProps {
  children: ReactNode;
  type?: 'button' | 'submit' | 'reset';
  /** Called when the button is pressed: a click, Enter or Space. */
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shows a spinner, ignores presses and says `pendingLabel` politely; the name stays the same. */
  isPending?: boolean;
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button (no React Aria: buttons are in every page's first script, the footer's and the
 * toasts'), styled by the shared recipe. While pending it keeps its label (so its accessible name
 * never changes), gains aria-disabled and a spinner, and a polite status beside it says what is
 * happening (a live region, not role=status, so it never competes with a page's own status). It
 * stays focusable throughout, and a submit button becomes a plain one so Enter in a field cannot
 * send the form again.
 */
export function Button({
  variant,
  size,
  fullWidth,
  children,
  isPending = false,
  pendingLabel = 'Please wait…',
  isDisabled = false,
  onPress,
  type = 'button',
  ...props
}: ButtonProps) {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onPress?.();
  };
  return (
    <>
      <button
        {...props}
        type={isPending && type === 'submit' ? 'button' : type}
        disabled={isDisabled}
        aria-disabled={isPending || undefined}
        data-busy={isPending || undefined}
        onClick={onClick}
        className={button({ variant, size, fullWidth })}
      >
        {isPending ? <Spinner /> : null}
        {children}
      </button>
      <span aria-live="polite" className={visuallyHidden}>
        {isPending ? pendingLabel : ''}
      </span>
    </>
  );
}

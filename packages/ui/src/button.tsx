import { type ReactNode, useEffect, useRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonStyleProps, button } from './button.css';
import { Spinner } from './spinner';
import { visuallyHidden } from './visually-hidden.css';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'isPending'>,
    ButtonStyleProps {
  children: ReactNode;
  /** Shows a spinner, ignores presses and says `pendingLabel` politely; the name stays the same. */
  isPending?: boolean;
  pendingLabel?: string;
}

/**
 * A React Aria button. The pending state is ours rather than React Aria's: its announcement points
 * at the button by id, and when a successful submit navigates away the dangling reference is an
 * axe failure (role-img-alt) for seconds. Here the button keeps its label (so its accessible name
 * never changes), gains aria-disabled and a spinner, and a polite status beside it says what is
 * happening (a live region, not role=status, so it never competes with a page's own status). It
 * stays focusable throughout.
 */
export function Button({
  variant,
  size,
  fullWidth,
  children,
  isPending = false,
  pendingLabel = 'Please wait…',
  onPress,
  type,
  ...props
}: ButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // React Aria's Button owns aria-disabled (it would overwrite a prop), so the attribute is set on
  // the element directly; React never touches it because its own value for it stays undefined.
  useEffect(() => {
    if (isPending) ref.current?.setAttribute('aria-disabled', 'true');
    else ref.current?.removeAttribute('aria-disabled');
  }, [isPending]);

  return (
    <>
      <AriaButton
        {...props}
        ref={ref}
        // While pending, a submit button becomes a plain one so Enter in a field cannot resend.
        type={isPending && type === 'submit' ? 'button' : type}
        onPress={isPending ? undefined : onPress}
        data-busy={isPending || undefined}
        className={button({ variant, size, fullWidth })}
      >
        {isPending ? <Spinner /> : null}
        {children}
      </AriaButton>
      <span aria-live="polite" className={visuallyHidden}>
        {isPending ? pendingLabel : ''}
      </span>
    </>
  );
}

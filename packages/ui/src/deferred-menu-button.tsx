import type { KeyboardEvent } from 'react';
import type { MenuButtonProps } from './menu';
import * as styles from './menu.css';
import { lazyModule, useStandIn } from './stand-in';
import { visuallyHidden } from './visually-hidden.css';

const menuCode = lazyModule(() => import('./menu'));

/** Keys that open a menu button, and where each puts the focus (as React Aria's MenuTrigger does). */
const OPENING_KEYS: Record<string, 'first' | 'last'> = {
  Enter: 'first',
  ' ': 'first',
  ArrowDown: 'first',
  ArrowUp: 'last',
};

/**
 * A MenuButton whose menu code (React Aria's menu, popover, collection and focus-scope machinery,
 * ~40 KB of script) loads only when the learner shows interest: the pointer coming over the button,
 * focus reaching it, or a press. Until then it is a plain button that looks and reads the same, so
 * a page's first view does not pay for a menu nobody has opened. The real button takes its place
 * as soon as the code is here, with the focus if the stand-in had it, and open if it was pressed
 * (stand-in.ts).
 */
export function DeferredMenuButton(props: MenuButtonProps) {
  const {
    real: menu,
    opening,
    hadFocus,
    open,
    standInProps,
  } = useStandIn<typeof import('./menu'), NonNullable<MenuButtonProps['defaultOpen']>>(menuCode);

  if (menu) {
    return <menu.MenuButton {...props} defaultOpen={opening} autoFocus={hadFocus || opening !== undefined} />;
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const focus = OPENING_KEYS[event.key];
    if (!focus) return;
    event.preventDefault();
    open(focus);
  };

  return (
    <button
      {...standInProps}
      type="button"
      className={styles.trigger}
      aria-haspopup="true"
      aria-expanded="false"
      onKeyDown={onKeyDown}
      // A pointer press opens the menu on the menu itself, as React Aria does for a mouse.
      onClick={(event) => open(event.detail === 0 ? 'first' : 'menu')}
    >
      <span aria-hidden="true" className={styles.triggerContent}>
        {props.trigger}
      </span>
      <span className={visuallyHidden}>{props.label}</span>
    </button>
  );
}

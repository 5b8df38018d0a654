import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { MenuButtonProps } from './menu';
import * as styles from './menu.css';
import { visuallyHidden } from './visually-hidden.css';

type Loaded = typeof import('./menu');
let loaded: Loaded | null = null;
let pending: Promise<Loaded> | null = null;
const load = (): Promise<Loaded> => {
  pending ??= import('./menu').then((module) => {
    loaded = module;
    return module;
  });
  return pending;
};

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
 * as soon as the code is here, with the focus if the stand-in had it, and open if it was pressed.
 */
export function DeferredMenuButton(props: MenuButtonProps) {
  const [menu, setMenu] = useState<Loaded | null>(loaded);
  const [opening, setOpening] = useState<MenuButtonProps['defaultOpen']>(undefined);
  const [hadFocus, setHadFocus] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  // A press under way on the stand-in: swapping it now would split the press between two buttons
  // (down on one, up on the other), and the click that opens the menu would never come.
  const pressing = useRef(false);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  if (menu) {
    return <menu.MenuButton {...props} defaultOpen={opening} autoFocus={hadFocus || opening !== undefined} />;
  }

  const fetchMenu = () => {
    void load().then((module) => {
      if (!mounted.current || pressing.current) return;
      setHadFocus(document.activeElement === standIn.current);
      setMenu(module);
    });
  };
  const open = (focus: 'first' | 'last' | 'menu') => {
    setOpening(focus);
    fetchMenu();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const focus = OPENING_KEYS[event.key];
    if (!focus) return;
    event.preventDefault();
    open(focus);
  };

  return (
    <button
      ref={standIn}
      type="button"
      className={styles.trigger}
      aria-haspopup="true"
      aria-expanded="false"
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      onKeyDown={onKeyDown}
      onPointerDown={() => {
        pressing.current = true;
      }}
      // A press that leaves without a click: the real button may take its place now.
      onPointerLeave={() => {
        if (!pressing.current) return;
        pressing.current = false;
        fetchMenu();
      }}
      // A pointer press opens the menu on the menu itself, as React Aria does for a mouse.
      onClick={(event) => {
        pressing.current = false;
        open(event.detail === 0 ? 'first' : 'menu');
      }}
    >
      <span aria-hidden="true" className={styles.triggerContent}>
        {props.trigger}
      </span>
      <span className={visuallyHidden}>{props.label}</span>
    </button>
  );
}

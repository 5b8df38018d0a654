import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import * as styles from './menu.css';
import * as field from './styles/field.css';
import { visuallyHidden } from './visually-hidden.css';

export interface MenuButtonItem {
  id: string;
  label: string;
  onAction?: () => void;
  /** An item that navigates (through the app's RouterProvider). */
  href?: string;
}

export interface MenuButtonProps {
  /** The button's accessible name (e.g. 'Account menu'); the trigger may be purely visual. */
  label: string;
  /** What the button shows: an avatar, an icon, text. */
  trigger: ReactNode;
  items: readonly MenuButtonItem[];
  placement?: 'bottom start' | 'bottom end';
  /**
   * Open at once, on the first or last item or on the menu itself: for a button that takes over
   * from a stand-in the learner already pressed (deferred-menu-button.tsx).
   */
  defaultOpen?: 'first' | 'last' | 'menu';
  /** Focus the button when it mounts (it replaces a stand-in that had the focus). */
  autoFocus?: boolean;
}

/**
 * WAI-ARIA menu button: Enter, Space or Down opens the menu on its first item (Up on the last),
 * arrows move, typing jumps to an item, Escape closes it and focus returns to the button.
 */
export function MenuButton({
  label,
  trigger,
  items,
  placement = 'bottom end',
  defaultOpen,
  autoFocus,
}: MenuButtonProps) {
  // Where focus goes when the menu opens by itself (defaultOpen); after that, as the trigger says.
  const [openingFocus, setOpeningFocus] = useState(defaultOpen === 'menu' ? undefined : defaultOpen);
  // Focused as the button is attached, before the menu's focus scope (a later sibling) notes where
  // to return the focus on closing: an effect would run after it, and focus would return nowhere.
  const focusOnMount = useRef(autoFocus);
  const focusFirstTime = useCallback((button: HTMLButtonElement | null) => {
    if (!button || !focusOnMount.current) return;
    focusOnMount.current = false;
    button.focus();
  }, []);
  return (
    <MenuTrigger
      defaultOpen={defaultOpen !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) setOpeningFocus(undefined);
      }}
    >
      {/* The name is `label` as text, not aria-label: the visible trigger (initials, an icon) is
          decoration, and text keeps voice control and translation working. */}
      <Button ref={focusFirstTime} className={styles.trigger}>
        <span aria-hidden="true" className={styles.triggerContent}>
          {trigger}
        </span>
        <span className={visuallyHidden}>{label}</span>
      </Button>
      <Popover placement={placement} className={field.popover}>
        <Menu
          items={items}
          className={styles.menu}
          {...(openingFocus ? { autoFocus: openingFocus } : {})}
          onAction={(key) => items.find((item) => item.id === key)?.onAction?.()}
        >
          {(item) => (
            <MenuItem id={item.id} href={item.href} textValue={item.label} className={field.option}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

import type { ReactNode } from 'react';
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
}

/**
 * WAI-ARIA menu button: Enter, Space or Down opens the menu on its first item (Up on the last),
 * arrows move, typing jumps to an item, Escape closes it and focus returns to the button.
 */
export function MenuButton({ label, trigger, items, placement = 'bottom end' }: MenuButtonProps) {
  return (
    <MenuTrigger>
      {/* The name is `label` as text, not aria-label: the visible trigger (initials, an icon) is
          decoration, and text keeps voice control and translation working. */}
      <Button className={styles.trigger}>
        <span aria-hidden="true" className={styles.triggerContent}>
          {trigger}
        </span>
        <span className={visuallyHidden}>{label}</span>
      </Button>
      <Popover placement={placement} className={field.popover}>
        <Menu
          items={items}
          className={styles.menu}
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

import { IconButton } from '@studyflow/ui/icon-button';
import { MenuIcon } from '@studyflow/ui/icons';
import { useAppCopy } from '../copy';
import type { useMenuDrawer } from './use-menu-drawer';

/** The button that opens a menu drawer (the signed-in side menu, the public items), saying whether it is open. */
export function OpenMenuButton({ menu }: { menu: ReturnType<typeof useMenuDrawer> }) {
  const { appShell } = useAppCopy();
  return (
    <IconButton
      label={appShell.openMenu}
      icon={<MenuIcon />}
      onPress={menu.open}
      aria-expanded={menu.isOpen}
      aria-haspopup="dialog"
      size="lg"
    />
  );
}

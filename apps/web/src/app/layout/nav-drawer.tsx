import type { User } from '@studyflow/contracts/user';
import { Drawer } from '@studyflow/ui/drawer';
import { useAppCopy } from '../copy';
import { SideMenu } from './side-menu';

/** The side menu as a left drawer at 1024 px and below; a click away (or Escape) closes it. */
export function NavDrawer({ user, onClose }: { user: User; onClose: () => void }) {
  const { appShell } = useAppCopy();
  return (
    <Drawer title={appShell.menuTitle} side="left" isOpen onOpenChange={(open) => open || onClose()}>
      <SideMenu user={user} variant="drawer" onNavigate={onClose} />
    </Drawer>
  );
}

import { Drawer } from '@studyflow/ui/drawer';
import { Stack } from '@studyflow/ui/stack';
import { Link as AriaLink } from 'react-aria-components';
import { useAppCopy } from '../copy';
import type { PublicNavItem } from './public-nav';
import * as styles from './side-menu.css';

/** The public header's items on narrow screens, in the same left drawer as the signed-in menu. */
export function PublicNavDrawer({ items, onClose }: { items: PublicNavItem[]; onClose: () => void }) {
  const { appShell } = useAppCopy();
  return (
    <Drawer title={appShell.menuTitle} side="left" isOpen onOpenChange={(open) => open || onClose()}>
      <nav aria-label={appShell.navLabel} className={styles.drawerNav}>
        <Stack as="ul" gap="1">
          {items.map((item) => (
            <li key={item.id}>
              <AriaLink
                href={item.href}
                aria-current={item.isCurrent ? 'page' : undefined}
                className={styles.item}
                onPress={onClose}
              >
                {item.label}
              </AriaLink>
            </li>
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}

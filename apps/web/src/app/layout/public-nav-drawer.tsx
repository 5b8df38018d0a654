import { Button } from '@studyflow/ui/button';
import { Drawer } from '@studyflow/ui/drawer';
import { Stack } from '@studyflow/ui/stack';
import { Link as AriaLink } from 'react-aria-components';
import { AccessibilityIcon } from '../../lib/components/app-icons';
import { useAppCopy } from '../copy';
import type { PublicNavItem } from './public-nav';
import * as styles from './side-menu.css';

interface PublicNavDrawerProps {
  items: PublicNavItem[];
  onClose: () => void;
  /** Closes the drawer and opens the accessibility panel (the header's button is hidden when narrow). */
  onAccessibility: () => void;
}

/**
 * The public header's items on narrow screens, in the same left drawer as the signed-in menu, with
 * the accessibility settings after them.
 */
export function PublicNavDrawer({ items, onClose, onAccessibility }: PublicNavDrawerProps) {
  const { appShell } = useAppCopy();
  return (
    <Drawer title={appShell.menuTitle} side="left" isOpen onOpenChange={(open) => open || onClose()}>
      <Stack gap="4">
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
        <span>
          <Button variant="secondary" onPress={onAccessibility} aria-haspopup="dialog">
            <AccessibilityIcon />
            {appShell.accessibility}
          </Button>
        </span>
      </Stack>
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import { TabPanel as AriaTabPanel, Tabs as AriaTabs, type Key, Tab, TabList } from 'react-aria-components';
import * as styles from './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** A tab that is a route: React Aria renders a link and the router decides the selected tab. */
  href?: string;
  /** The flow's tab colour for the selected bar (a decorative accent; the bar shape carries state). */
  color?: string;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem[];
  selectedKey: string;
  onSelectionChange?: (key: string) => void;
  /** TabPanel elements, one per item id. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (and Home/End) move between tabs and show
 * their panel; Tab moves into the panel. With hrefs, each tab navigates through the app's
 * RouterProvider and `selectedKey` should follow the path.
 */
export function Tabs({ label, items, selectedKey, onSelectionChange, children }: TabsProps) {
  const handleChange = (key: Key) => {
    if (onSelectionChange) onSelectionChange(String(key));
  };
  return (
    <AriaTabs selectedKey={selectedKey} onSelectionChange={handleChange} className={styles.tabs}>
      <TabList aria-label={label} className={styles.list}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} href={item.href} className={styles.tab}>
            {({ isSelected }) => (
              <>
                {item.label}
                {isSelected ? (
                  <span
                    aria-hidden="true"
                    className={styles.indicator}
                    style={item.color ? { backgroundColor: item.color } : undefined}
                  />
                ) : null}
              </>
            )}
          </Tab>
        ))}
      </TabList>
      {children}
    </AriaTabs>
  );
}

export interface TabPanelProps {
  id: string;
  children: ReactNode;
}

export function TabPanel({ id, children }: TabPanelProps) {
  return (
    <AriaTabPanel id={id} className={styles.panel}>
      {children}
    </AriaTabPanel>
  );
}

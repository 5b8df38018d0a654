import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import * as styles from './accordion.css';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The item open at first (none by default). */
  defaultExpandedKey?: string;
  /** Heading level of the item titles, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  onExpandedChange?: (key: string | null) => void;
}

/**
 * WAI-ARIA accordion: each title is a heading holding a button with aria-expanded; Enter or Space
 * toggles it. Only one item is open at a time (opening one closes the other).
 */
export function Accordion({ items, defaultExpandedKey, headingLevel = 3, onExpandedChange }: AccordionProps) {
  const handleChange = (keys: Set<Key>) => {
    if (!onExpandedChange) return;
    const [first] = keys;
    onExpandedChange(first === undefined ? null : String(first));
  };
  return (
    <DisclosureGroup
      allowsMultipleExpanded={false}
      defaultExpandedKeys={defaultExpandedKey ? [defaultExpandedKey] : undefined}
      onExpandedChange={handleChange}
      className={styles.group}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              {item.title}
              <ChevronDownIcon className={styles.chevron} />
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

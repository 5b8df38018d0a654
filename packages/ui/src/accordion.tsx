import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
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
 * WAI-ARIA accordion, native (the assessor toolkit is a guest page: no React Aria): each title is a
 * heading holding a button with aria-expanded and aria-controls; Enter or Space toggles it. Only one
 * item is open at a time (opening one closes the other). A closed panel stays in the page as
 * `hidden="until-found"`, so find in page reaches its text and opens it.
 */
export function Accordion({ items, defaultExpandedKey, headingLevel = 3, onExpandedChange }: AccordionProps) {
  const [expandedKey, setExpandedKey] = useState<string | null>(defaultExpandedKey ?? null);
  const base = useId();
  const expand = (key: string | null) => {
    setExpandedKey(key);
    onExpandedChange?.(key);
  };
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.group}>
      {items.map((item) => {
        const expanded = expandedKey === item.id;
        const triggerId = `${base}-${item.id}-trigger`;
        const panelId = `${base}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => expand(expanded ? null : item.id)}
              >
                {item.title}
                <ChevronDownIcon className={styles.chevron} />
              </button>
            </Heading>
            <Panel id={panelId} labelledBy={triggerId} expanded={expanded} onFound={() => expand(item.id)}>
              {item.content}
            </Panel>
          </div>
        );
      })}
    </div>
  );
}

function Panel({
  id,
  labelledBy,
  expanded,
  onFound,
  children,
}: {
  id: string;
  labelledBy: string;
  expanded: boolean;
  onFound: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const found = useRef(onFound);
  found.current = onFound;
  // React writes `hidden` as a plain boolean (so the prerendered page hides closed panels); once
  // here, a closed panel becomes findable, and the browser's match opens it.
  useEffect(() => {
    const panel = ref.current;
    if (!panel || expanded) return;
    panel.setAttribute('hidden', 'until-found');
    const open = () => found.current();
    panel.addEventListener('beforematch', open);
    return () => panel.removeEventListener('beforematch', open);
  }, [expanded]);
  return (
    // A group named by its title, as React Aria's disclosure panel was: a fieldset is for form controls.
    // biome-ignore lint/a11y/useSemanticElements: no native element is a labelled group of content
    <div
      ref={ref}
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      hidden={!expanded}
      data-expanded={expanded || undefined}
      className={styles.panel}
    >
      <div className={styles.panelInner}>{children}</div>
    </div>
  );
}

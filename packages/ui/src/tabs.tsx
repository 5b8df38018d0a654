import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /**
   * A tab that is a route: it is a link to `href` (a modified click opens it as the browser does),
   * and choosing it calls `onSelectionChange`, where the owner navigates; `selectedKey` should then
   * follow the path.
   */
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

interface TabsState {
  selectedKey: string;
  tabId: (key: string) => string;
  panelId: (key: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

/** The keys that move between tabs, and where each goes from `index` of `count` (wrapping). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (and Home/End) move between tabs and show
 * their panel; typing a letter moves to the next tab that starts with it; Tab moves into the panel.
 *
 * Written on React rather than React Aria's Tabs: theirs is built on the collection and selection
 * machinery (with focus scopes and the keyboard helpers under it), about 35 KB of script on the
 * dashboard's first view, the only page with tabs, for a list of two to six links.
 */
export function Tabs({ label, items, selectedKey, onSelectionChange, children }: TabsProps) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const state: TabsState = {
    selectedKey,
    tabId: (key) => `${base}-tab-${key}`,
    panelId: (key) => `${base}-panel-${key}`,
  };

  const choose = (key: string) => {
    if (key !== selectedKey) onSelectionChange?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...(list.current?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
    const index = tabs.findIndex((tab) => tab === event.target);
    if (index === -1) return;
    const move = MOVES[event.key];
    const next = move
      ? move(index, items.length)
      : event.key.length === 1 && event.key !== ' '
        ? nextStartingWith(items, index, event.key)
        : -1;
    const item = items[next];
    if (next === -1 || !item) return;
    event.preventDefault();
    tabs[next]?.focus();
    choose(item.id);
  };

  return (
    <TabsContext.Provider value={state}>
      <div className={styles.tabs} data-orientation="horizontal">
        <div
          ref={list}
          role="tablist"
          aria-label={label}
          aria-orientation="horizontal"
          className={styles.list}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <Tab key={item.id} item={item} state={state} onChoose={choose} />
          ))}
        </div>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** The index of the tab after `from` (wrapping) whose label starts with `letter`, or -1. */
function nextStartingWith(items: readonly TabItem[], from: number, letter: string): number {
  const wanted = letter.toLocaleLowerCase();
  for (let step = 1; step <= items.length; step += 1) {
    const index = (from + step) % items.length;
    if (items[index]?.label.toLocaleLowerCase().startsWith(wanted)) return index;
  }
  return -1;
}

function Tab({
  item,
  state,
  onChoose,
}: {
  item: TabItem;
  state: TabsState;
  onChoose: (key: string) => void;
}) {
  const selected = item.id === state.selectedKey;
  const id = state.tabId(item.id);
  const controls = selected ? state.panelId(item.id) : undefined;
  const tabIndex = selected ? 0 : -1;
  const content = (
    <>
      {item.label}
      {selected ? (
        <span
          aria-hidden="true"
          className={styles.indicator}
          style={item.color ? { backgroundColor: item.color } : undefined}
        />
      ) : null}
    </>
  );

  if (item.href !== undefined) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      // A click with a modifier (new tab, new window, download) is the browser's; a plain one is ours.
      if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      onChoose(item.id);
    };
    return (
      <a
        id={id}
        role="tab"
        aria-selected={selected}
        aria-controls={controls}
        tabIndex={tabIndex}
        className={styles.tab}
        data-selected={selected || undefined}
        href={item.href}
        onClick={onClick}
      >
        {content}
      </a>
    );
  }
  // Space and Enter choose the focused tab too, although moving onto it has already chosen it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onChoose(item.id);
  };
  return (
    <div
      id={id}
      role="tab"
      aria-selected={selected}
      aria-controls={controls}
      tabIndex={tabIndex}
      className={styles.tab}
      data-selected={selected || undefined}
      onClick={() => onChoose(item.id)}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  );
}

export interface TabPanelProps {
  id: string;
  children: ReactNode;
}

/** Focusable content selectors: a panel with none of them is a tab stop itself, so Tab reaches it. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The selected tab's panel; the others render nothing. */
export function TabPanel({ id, children }: TabPanelProps) {
  const state = useContext(TabsContext);
  const ref = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(false);
  const selected = state?.selectedKey === id;

  // As React Aria's panel does: a tab stop of its own only while nothing inside it is one, and that
  // changes as its content loads.
  useLayoutEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const check = () => setHasTabbable(panel.querySelector(TABBABLE) !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(panel, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['tabindex', 'href', 'disabled'],
    });
    return () => observer.disconnect();
  }, [selected]);

  if (!state || !selected) return null;
  return (
    <div
      ref={ref}
      id={state.panelId(id)}
      role="tabpanel"
      aria-labelledby={state.tabId(id)}
      tabIndex={hasTabbable ? undefined : 0}
      className={styles.panel}
    >
      {children}
    </div>
  );
}

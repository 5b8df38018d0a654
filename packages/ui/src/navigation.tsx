import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

/** How the app moves to one of its own addresses without loading the page again (its router's). */
export type Navigate = (href: string) => void;

const NavigateContext = createContext<Navigate | null>(null);

/** Gives ui's links the app's router: without it, every link loads its page from the server. */
export function NavigationProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigateContext.Provider value={navigate}>{children}</NavigateContext.Provider>;
}

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  href: string;
  /** Called at every activation (a click or Enter), before the link goes anywhere. */
  onPress?: () => void;
  /** Load the page from the server, not through the router: for leaving an error page afresh. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** One of the app's own addresses: a path, not a protocol-relative `//host` one. */
const isInApp = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * A native link (no React Aria: the header's and footer's links are in every page's first script).
 * A plain left click or Enter on one of the app's own addresses goes through the router; a click
 * with a modifier (a new tab or window), a middle click, another target or a download stays the
 * browser's, as does any link when no router is given.
 */
export function RouterLink({ href, onPress, reloadDocument = false, target, ...props }: RouterLinkProps) {
  const navigate = useContext(NavigateContext);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onPress?.();
    if (event.defaultPrevented || reloadDocument || navigate === null || !isInApp(href)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((target !== undefined && target !== '_self') || props.download !== undefined) return;
    event.preventDefault();
    navigate(href);
  };
  return <a {...props} href={href} target={target} onClick={onClick} />;
}

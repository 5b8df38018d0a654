import { heading } from '@studyflow/ui/styles/text.css';
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { shouldFocusHeading } from '../a11y/route-focus';
import { useSharedCopy } from '../edition/copy';

/**
 * Where the build's server render (src/prerender.tsx) hears the page's title, which effects never
 * run to set: it writes it into the prerendered page's <title>. Null in the browser.
 */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets document.title to 'Page – Studyflow' (or 'Studyflow Pro'): each page names itself. */
export function usePageTitle(title: string): void {
  const { brand } = useSharedCopy();
  const documentTitle = title === brand ? brand : `${title} – ${brand}`;
  useContext(PageTitleSink)?.(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}

export interface PageHeadingProps {
  children: ReactNode;
  /** The page title for document.title; defaults to the heading when that is plain text. */
  title?: string;
  level?: 'display' | 1;
  id?: string;
  /** Change it when the page swaps to another view without a route change; focus follows. */
  focusKey?: string | number;
  /** Focus on mount: for a view that replaces another one in place (a multi-page form's next page). */
  autoFocus?: boolean;
}

/**
 * The page's one h1. It names the document and takes focus after in-app navigation (tabIndex -1
 * lets it be focused without entering the tab order).
 */
export function PageHeading({
  children,
  title,
  level = 1,
  id,
  focusKey,
  autoFocus = false,
}: PageHeadingProps) {
  const ref = useFocusOnChange<HTMLHeadingElement>(focusKey);
  const [location] = useLocation();
  usePageTitle(title ?? (typeof children === 'string' ? children : ''));

  useEffect(() => {
    if (shouldFocusHeading(location) || autoFocus) ref.current?.focus();
  }, [location, ref, autoFocus]);

  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={heading({ level })}>
      {children}
    </h1>
  );
}

/**
 * Focuses the element when `key` changes, not on first render: used when a multi-step form moves
 * to its next step without a route change.
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown): RefObject<T | null> {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}

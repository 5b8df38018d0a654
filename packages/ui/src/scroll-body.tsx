import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export interface ScrollBodyProps {
  className: string;
  /** Names the region while it scrolls (the dialog's or drawer's title). */
  label: string;
  children: ReactNode;
}

/**
 * A dialog's or drawer's body, which scrolls when its content is taller than the space it has
 * (a small window, 400 % zoom). A region that scrolls must be reachable by keyboard (WCAG 2.1.1):
 * while its content overflows and nothing inside it can take focus, it takes a place in the tab
 * order itself, named, so the arrow keys can scroll it. When everything fits it is a plain box.
 * A change of size is answered in the same frame (the observers run before the page is painted):
 * no frame shows a region that scrolls and cannot be reached.
 */
export function ScrollBody({ className, label, children }: ScrollBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [needsFocus, setNeedsFocus] = useState(false);
  useEffect(() => {
    const body = ref.current;
    if (!body || typeof ResizeObserver === 'undefined') return;
    let needed = false;
    const needs = () => {
      const overflows = body.scrollHeight > body.clientHeight + 1;
      const focusable = body.querySelector(
        'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
      );
      return overflows && focusable === null;
    };
    needed = needs();
    setNeedsFocus(needed);
    const measure = () => {
      const now = needs();
      if (now === needed) return;
      needed = now;
      flushSync(() => setNeedsFocus(now));
    };
    // Its own size changes with the window; its content's with what the dialog shows next.
    const resized = new ResizeObserver(measure);
    resized.observe(body);
    const changed = new MutationObserver(measure);
    changed.observe(body, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, []);
  return (
    <div
      ref={ref}
      className={className}
      {...(needsFocus ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}

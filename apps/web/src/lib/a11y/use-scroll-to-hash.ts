import { type RefObject, useEffect } from 'react';

// wouter announces its pushState and replaceState as window events of those names.
const EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

/**
 * Brings the element into view and focus whenever the address ends in `#anchor`: on arrival from
 * another page, and each time an in-app link such as the header's 'Contact' (PUB-3) points here.
 */
export function useScrollToHash(anchor: string, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const reveal = () => {
      if (window.location.hash !== `#${anchor}`) return;
      const element = target.current;
      if (!element) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      element.focus({ preventScroll: true });
    };
    reveal();
    for (const event of EVENTS) window.addEventListener(event, reveal);
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, reveal);
    };
  }, [anchor, target]);
}

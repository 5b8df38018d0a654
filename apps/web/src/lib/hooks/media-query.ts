import { useSyncExternalStore } from 'react';

/** True while the media query matches; follows the window as it is resized or zoomed. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // The build's prerender has no window: the widest layout, as a desktop first visit sees it.
    () => false,
  );
}

import { type RefObject, useEffect, useState } from 'react';

/**
 * True once `target` comes within `margin` of the viewport (an IntersectionObserver rootMargin), and
 * from then on. For parts of a prerendered page whose script a first visit should not pay for until
 * the visitor gets near them. `initially` says it is near already (its #anchor was opened). The
 * build's prerender has no window: there the part is far from view, as it is in the snapshot.
 */
export function useNearView(
  target: RefObject<HTMLElement | null>,
  margin: string,
  initially = false,
): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = target.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target, margin]);
  return near;
}

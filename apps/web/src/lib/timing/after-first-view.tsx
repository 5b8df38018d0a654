import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterPageDrawn, isPageDrawn } from './page-drawn';

/** True once the first page is on screen (lib/timing/page-drawn.ts); at once on every later page. */
export function usePageDrawn(): boolean {
  const [drawn, setDrawn] = useState(isPageDrawn);
  // Once drawn, afterPageDrawn runs at once and the state is already true: nothing changes. A
  // transition: React renders what waited in slices, yielding to the browser between them, not in
  // one task (on a phone a step's sidebar alone was a task of 100–150 ms at 4× CPU).
  useEffect(() => afterPageDrawn(() => startTransition(() => setDrawn(true))), []);
  return drawn;
}

/**
 * What sits below or beside the first view (the footer, the dashboard's account area, a step's
 * sidebar) on the app's first signed-in page: it renders in a frame of its own once that page is
 * drawn, in slices (a transition), so the browser's first style, layout and paint of the page, with
 * its fonts still cold, hold only what the learner sees first (issue 34: on a slow phone that frame
 * was one task of 160–300 ms). On every later page, and
 * once the first is drawn, it renders with the rest. Never for a prerendered page: its markup is
 * already there and hydrates as it is (`now`: the same place in the tree, rendered at once).
 */
export function AfterFirstView({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const drawn = usePageDrawn();
  return now || drawn ? children : null;
}

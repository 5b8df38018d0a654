import { useState } from 'react';
import { useLocation } from 'wouter';

/**
 * A menu drawer's open state. It belongs to the page it was opened on and to narrow widths, so a
 * new page or a wider window closes it. Adjusted while rendering rather than reset by an effect:
 * an effect that runs late (after the width changes, on a busy machine) would close the drawer
 * the learner has just opened.
 */
export function useMenuDrawer(narrow: boolean) {
  const [location] = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = narrow && openOn === location;
  // Forgotten once closed this way, so coming back (or narrowing again) does not reopen it.
  if (openOn !== null && !isOpen) setOpenOn(null);
  return { isOpen, open: () => setOpenOn(location), close: () => setOpenOn(null) };
}

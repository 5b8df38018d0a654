import { lazy, Suspense } from 'react';
import { useShortcutsLegendOpen } from '../../lib/shortcuts/legend-state';
import { useShortcutKeys } from '../../lib/shortcuts/use-shortcut-keys';

// The legend's code loads the first time it opens: no page needs it for its first view.
const ShortcutsLegend = lazy(() =>
  import('../../lib/shortcuts/shortcuts-legend').then((module) => ({ default: module.ShortcutsLegend })),
);

/** The app's single-key shortcuts and their legend, for guests and learners alike. */
export function ShortcutsHost() {
  useShortcutKeys();
  const open = useShortcutsLegendOpen();
  return open ? (
    <Suspense fallback={null}>
      <ShortcutsLegend />
    </Suspense>
  ) : null;
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { shortcutsWanted, subscribeShortcutsWanted } from '../../lib/shortcuts/early-keys';
import { useShortcutsLegendOpen } from '../../lib/shortcuts/legend-state';

// The keys' code loads at the first key that could be a shortcut (early-keys.ts); the legend's the
// first time it opens. No page needs either for its first view.
const ShortcutKeys = lazy(() =>
  import('../../lib/shortcuts/use-shortcut-keys').then((module) => ({ default: module.ShortcutKeys })),
);
const ShortcutsLegend = lazy(() =>
  import('../../lib/shortcuts/shortcuts-legend').then((module) => ({ default: module.ShortcutsLegend })),
);

const notYet = () => false;

/** The app's single-key shortcuts and their legend, for guests and learners alike. */
export function ShortcutsHost() {
  const wanted = useSyncExternalStore(subscribeShortcutsWanted, shortcutsWanted, notYet);
  const open = useShortcutsLegendOpen();
  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <ShortcutKeys />
        </Suspense>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <ShortcutsLegend />
        </Suspense>
      ) : null}
    </>
  );
}

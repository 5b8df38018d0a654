import { patterns } from '../../lib/paths';
import { matchesPattern } from '../guards/route-access';

/** What the top bar and side menu offer on a page (seed 000 §2 "Layout"). */
export interface PageKind {
  /** The search box is hidden on step pages. */
  showSearch: boolean;
  /** The accessibility button sits in the top bar on step, tutorial and favourites pages. */
  showAccessibilityButton: boolean;
  /** The side menu links back to the dashboard on favourites, tutorials and learning pages. */
  showGoToDashboard: boolean;
}

const STEP_PAGES = [
  patterns.step,
  patterns.favouriteStep,
  patterns.essentialsTutorial,
  patterns.strategiesTutorial,
  patterns.sectionTutorial,
];
const TUTORIAL_PAGES = [patterns.essentialsTutorial, patterns.strategiesTutorial, patterns.sectionTutorial];
const FAVOURITE_PAGES = [patterns.favourites, patterns.favouriteStep];

const isAny = (list: readonly string[], path: string) =>
  list.some((pattern) => matchesPattern(pattern, path));

export function pageKindOf(path: string): PageKind {
  const learning = isAny([patterns.step, ...TUTORIAL_PAGES, ...FAVOURITE_PAGES], path);
  return {
    showSearch: !isAny(STEP_PAGES, path),
    showAccessibilityButton: learning,
    showGoToDashboard: learning,
  };
}

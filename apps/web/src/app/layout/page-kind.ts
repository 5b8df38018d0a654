import { routeMatching } from '../routes';

/** What the top bar and side menu offer on a page (SHL-1, SHL-5), read from its route's row. */
export interface PageKind {
  /** The search box is hidden on step pages. */
  showSearch: boolean;
  /** The accessibility button sits in the top bar on step, tutorial and favourites pages. */
  showAccessibilityButton: boolean;
  /** The side menu links back to the dashboard on favourites, tutorials and learning pages. */
  showGoToDashboard: boolean;
}

export function pageKindOf(path: string): PageKind {
  const learning = routeMatching(path)?.learning;
  return {
    showSearch: learning !== 'step',
    showAccessibilityButton: learning !== undefined,
    showGoToDashboard: learning !== undefined,
  };
}

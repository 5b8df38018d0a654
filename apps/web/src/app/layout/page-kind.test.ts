import { describe, expect, it } from 'vitest';
import { pageKindOf } from './page-kind';

const step = '/flows/essay-writing/learning_modules/planning/chapters/start/steps/one';

describe('pageKindOf', () => {
  it('shows search but no accessibility button or dashboard link on the dashboard and profile', () => {
    for (const path of ['/dashboard/learn', '/dashboard/software/mindview', '/dashboard/settings/profile']) {
      expect(pageKindOf(path)).toEqual({
        showSearch: true,
        showAccessibilityButton: false,
        showGoToDashboard: false,
      });
    }
  });

  it('hides search on step pages and offers the accessibility button and the way back', () => {
    for (const path of [
      step,
      `/favourites${step}`,
      '/tutorials/read-write/essentials/open-a-document',
      `/tutorials/read-write${step}`,
    ]) {
      expect(pageKindOf(path)).toEqual({
        showSearch: false,
        showAccessibilityButton: true,
        showGoToDashboard: true,
      });
    }
  });

  it('keeps search on the favourites list page, with the accessibility button', () => {
    expect(pageKindOf('/favourites')).toEqual({
      showSearch: true,
      showAccessibilityButton: true,
      showGoToDashboard: true,
    });
  });
});

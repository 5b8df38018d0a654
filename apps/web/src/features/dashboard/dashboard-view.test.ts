import { describe, expect, it } from 'vitest';
import { dashboardCopy } from './copy';
import { dashboardHref, movedDashboardAddress, readDashboardView, tabOrder } from './dashboard-view';

const labels = (edition: 'study' | 'pro') => {
  const copy = dashboardCopy[edition];
  return tabOrder(edition).map((tab) => (tab === 'flows' ? copy.flowsTab : copy.softwareTab));
};

describe('tab order per edition', () => {
  it("puts 'My Study Flows' before 'My Software' in the study edition", () => {
    expect(tabOrder('study')).toEqual(['flows', 'software']);
    expect(labels('study')).toEqual(['My Study Flows', 'My Software']);
  });

  it("puts 'My Software' first and calls the flows 'Learning Paths' in Pro", () => {
    expect(tabOrder('pro')).toEqual(['software', 'flows']);
    expect(labels('pro')).toEqual(['My Software', 'Learning Paths']);
  });
});

describe('the active tab follows the path, the same in both editions', () => {
  it('/dashboard/learn[/:flowSlug] is the flows tab, /dashboard/software[/:softwareSlug] the software tab', () => {
    expect(readDashboardView('/dashboard/learn')).toEqual({
      tab: 'flows',
      flowSlug: null,
      softwareSlug: null,
    });
    expect(readDashboardView('/dashboard/learn/essay-writing')).toEqual({
      tab: 'flows',
      flowSlug: 'essay-writing',
      softwareSlug: null,
    });
    expect(readDashboardView('/dashboard/software')).toEqual({
      tab: 'software',
      flowSlug: null,
      softwareSlug: null,
    });
    expect(readDashboardView('/dashboard/software/glean')).toEqual({
      tab: 'software',
      flowSlug: null,
      softwareSlug: 'glean',
    });
  });

  it('builds the links the tabs point at, and reads them back', () => {
    for (const tab of ['flows', 'software'] as const) {
      for (const slug of [null, 'a b']) {
        const view = readDashboardView(new URL(dashboardHref(tab, slug), 'http://x').pathname);
        expect(view.tab).toBe(tab);
        expect(tab === 'flows' ? view.flowSlug : view.softwareSlug).toBe(slug);
      }
    }
    expect(dashboardHref('flows', 'lectures')).toBe('/dashboard/learn/lectures');
    expect(dashboardHref('software')).toBe('/dashboard/software');
  });

  it('sends the second tab’s old query addresses to their own paths', () => {
    expect(movedDashboardAddress('?tab=software&software=glean')).toBe('/dashboard/software/glean');
    expect(movedDashboardAddress('?tab=software')).toBe('/dashboard/software');
    expect(movedDashboardAddress('tab=learning-paths&flow=lectures')).toBe('/dashboard/learn/lectures');
    expect(movedDashboardAddress('?tab=learning-paths')).toBe('/dashboard/learn');
    expect(movedDashboardAddress('')).toBeNull();
    expect(movedDashboardAddress('?tab=elsewhere')).toBeNull();
  });
});

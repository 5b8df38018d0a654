import { describe, expect, it } from 'vitest';
import { dashboardCopy } from './copy';
import { dashboardHref, readDashboardView, tabOrder } from './dashboard-view';

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

describe('the active tab follows the path', () => {
  it('study: /dashboard/learn[/:flowSlug] is the flows tab, ?tab=software the software tab', () => {
    expect(readDashboardView('study', '/dashboard/learn', '')).toEqual({
      tab: 'flows',
      flowSlug: null,
      softwareSlug: null,
    });
    expect(readDashboardView('study', '/dashboard/learn/essay-writing', '')).toEqual({
      tab: 'flows',
      flowSlug: 'essay-writing',
      softwareSlug: null,
    });
    expect(readDashboardView('study', '/dashboard/learn', '?tab=software&software=glean')).toEqual({
      tab: 'software',
      flowSlug: null,
      softwareSlug: 'glean',
    });
  });

  it('pro: /dashboard/software[/:softwareSlug] is the software tab, ?tab=learning-paths the paths', () => {
    expect(readDashboardView('pro', '/dashboard/software/mindview', '')).toEqual({
      tab: 'software',
      flowSlug: null,
      softwareSlug: 'mindview',
    });
    expect(readDashboardView('pro', '/dashboard/software', 'tab=learning-paths&flow=lectures')).toEqual({
      tab: 'flows',
      flowSlug: 'lectures',
      softwareSlug: null,
    });
  });

  it('lets a slug in the path win over a leftover ?tab=', () => {
    expect(readDashboardView('study', '/dashboard/learn/revision', '?tab=software').tab).toBe('flows');
  });

  it('builds the links the tabs point at, and reads them back', () => {
    for (const edition of ['study', 'pro'] as const) {
      for (const tab of ['flows', 'software'] as const) {
        for (const slug of [null, 'a b']) {
          const url = new URL(dashboardHref(edition, tab, slug), 'http://x');
          const view = readDashboardView(edition, url.pathname, url.search);
          expect(view.tab).toBe(tab);
          expect(tab === 'flows' ? view.flowSlug : view.softwareSlug).toBe(slug);
        }
      }
    }
    expect(dashboardHref('study', 'flows', 'lectures')).toBe('/dashboard/learn/lectures');
    expect(dashboardHref('pro', 'flows')).toBe('/dashboard/software?tab=learning-paths');
  });
});

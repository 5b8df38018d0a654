import { afterEach, describe, expect, it } from 'vitest';
import { markPageDrawn, resetPageDrawn } from '../timing/page-drawn';
import { noteArrival, resetRouteFocus, shouldFocusHeading } from './route-focus';

const press = () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const type = () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));

afterEach(() => resetRouteFocus(null));

/** A page load of `/dashboard`, which the app sends on to the edition's first tab while it loads. */
function sentOnWhileLoading() {
  resetRouteFocus('/dashboard');
  resetPageDrawn();
  noteArrival('/dashboard/software');
  expect(shouldFocusHeading('/dashboard/software')).toBe(false);
}

describe('focus after a route change', () => {
  it('goes to the new page heading once, not on the page the browser first loaded', () => {
    resetRouteFocus('/auth/sign-in');
    expect(shouldFocusHeading('/auth/sign-in')).toBe(false);
    noteArrival('/dashboard/learn');
    expect(shouldFocusHeading('/dashboard/learn')).toBe(true);
    expect(shouldFocusHeading('/dashboard/learn')).toBe(false);
  });

  it('stays where the learner put it while the page loaded', () => {
    resetRouteFocus('/auth/sign-in');
    noteArrival('/dashboard/learn');
    press();
    expect(shouldFocusHeading('/dashboard/learn')).toBe(false);

    noteArrival('/dashboard/settings/profile');
    type();
    expect(shouldFocusHeading('/dashboard/settings/profile')).toBe(false);
  });

  it('counts only what the learner does after the address changed', () => {
    resetRouteFocus('/auth/sign-in');
    press();
    noteArrival('/dashboard/learn');
    expect(shouldFocusHeading('/dashboard/learn')).toBe(true);
  });

  it('moves focus again when the learner comes back to a page', () => {
    resetRouteFocus('/dashboard/learn');
    noteArrival('/dashboard/settings/profile');
    expect(shouldFocusHeading('/dashboard/settings/profile')).toBe(true);
    press();
    noteArrival('/dashboard/learn');
    expect(shouldFocusHeading('/dashboard/learn')).toBe(true);
  });

  it('stays with the browser when the app sends the loading page on, until the learner acts', () => {
    sentOnWhileLoading();
    // A learner who follows a link before the first view is drawn has gone somewhere.
    press();
    noteArrival('/dashboard/settings/profile');
    expect(shouldFocusHeading('/dashboard/settings/profile')).toBe(true);
  });

  it('moves after the first page is drawn, pressed or not', () => {
    sentOnWhileLoading();
    markPageDrawn();
    noteArrival('/dashboard/learn');
    expect(shouldFocusHeading('/dashboard/learn')).toBe(true);
  });
});

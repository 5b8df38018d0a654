import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollBody } from './scroll-body';
import { stubResizeObserver } from './test-support/resize-observer';

/** The test's DOM does no layout: the body's content height and its own height are given here. */
function layout(contentHeight: number, boxHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(contentHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight);
}

describe('ScrollBody', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes a named place in the tab order while its text overflows and nothing inside can take focus', () => {
    layout(900, 200);
    render(
      <ScrollBody className="body" label="Your Calm gift">
        <p>Calm is an app for sleep and meditation.</p>
      </ScrollBody>,
    );
    const region = screen.getByRole('region', { name: 'Your Calm gift' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('is a plain box when everything fits', () => {
    layout(150, 200);
    const { container } = render(
      <ScrollBody className="body" label="Your Calm gift">
        <p>Short.</p>
      </ScrollBody>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.hasAttribute('tabindex')).toBe(false);
  });

  it('answers a change of size at once, before the page is painted again', () => {
    const { resize } = stubResizeObserver();
    layout(150, 200);
    render(
      <ScrollBody className="body" label="Keep these settings?">
        <p>A question that fits at first.</p>
      </ScrollBody>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    // The window narrows (400 % zoom): the text no longer fits. The observer's call is all there
    // is before the frame is painted, so the region must be reachable when it returns.
    layout(900, 200);
    resize();
    expect(screen.getByRole('region', { name: 'Keep these settings?' }).getAttribute('tabindex')).toBe('0');
    vi.unstubAllGlobals();
  });

  it('leaves the tab order alone when a control inside can be reached to scroll it', () => {
    layout(900, 200);
    render(
      <ScrollBody className="body" label="Notes">
        <p>Long text.</p>
        <button type="button">Save</button>
      </ScrollBody>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});

import { render } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useArrival } from './router';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The router's part: scroll to the top on every route change. */
function Arrival({ children }: { children: ReactNode }) {
  useArrival();
  return children;
}

/** A page that scrolls to its anchor when it mounts, as the landing does for /#contact. */
function AnchoredPage() {
  useEffect(() => {
    window.scrollTo(0, 900);
  }, []);
  return <h2>Let's connect</h2>;
}

/** Every scroll the app asks for, by its top. */
function watchScrolls(): number[] {
  const scrolls: number[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrolls.push(y);
  }) as typeof window.scrollTo);
  return scrolls;
}

/** The app on `path`, then on another path whose page is drawn in the same commit. */
function arriveTwice(first: ReactNode, then: ReactNode, to: string) {
  const memory = memoryLocation({ path: '/one' });
  const view = render(
    <StrictMode>
      <Router hook={memory.hook}>
        <Arrival>{first}</Arrival>
      </Router>
    </StrictMode>,
  );
  memory.navigate(to);
  view.rerender(
    <StrictMode>
      <Router hook={memory.hook}>
        <Arrival>{then}</Arrival>
      </Router>
    </StrictMode>,
  );
}

describe('useArrival', () => {
  it('leaves the page the app starts on where the browser put it (a prerendered page scrolled before the app took over)', () => {
    const scrolls = watchScrolls();
    render(
      <StrictMode>
        <Router hook={memoryLocation({ path: '/auth' }).hook}>
          <Arrival>
            <p>page</p>
          </Arrival>
        </Router>
      </StrictMode>,
    );
    expect(scrolls).toEqual([]);
  });

  it('scrolls to the top before a page drawn in the same commit scrolls to its anchor', () => {
    const scrolls = watchScrolls();
    arriveTwice(<p>page</p>, <AnchoredPage />, '/');
    // A page's effects run before its parent's: a passive scroll to the top would come last. (The
    // page's own scroll twice: StrictMode runs a mounting component's effects twice.)
    expect(scrolls).toEqual([0, 900, 900]);
  });

  it('scrolls to the top on every route change', () => {
    const scrolls = watchScrolls();
    arriveTwice(<p>page</p>, <p>page</p>, '/two');
    expect(scrolls).toEqual([0]);
  });
});

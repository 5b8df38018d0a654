import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstView } from './after-first-view';
import { markPageDrawn, resetPageDrawn } from './page-drawn';

describe('AfterFirstView', () => {
  it('renders what it holds once the first page is drawn, not before', () => {
    resetPageDrawn();
    render(
      <main>
        <h1>Seen first</h1>
        <AfterFirstView>
          <p>Below the first view</p>
        </AfterFirstView>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Seen first' })).toBeTruthy();
    expect(screen.queryByText('Below the first view')).toBeNull();
    act(markPageDrawn);
    expect(screen.getByText('Below the first view')).toBeTruthy();
  });

  it('renders at once on every later page, and with `now` (a prerendered page) before it', () => {
    resetPageDrawn();
    render(
      <AfterFirstView now>
        <p>Prerendered footer</p>
      </AfterFirstView>,
    );
    expect(screen.getByText('Prerendered footer')).toBeTruthy();
    act(markPageDrawn);
    render(
      <AfterFirstView>
        <p>A later page's account area</p>
      </AfterFirstView>,
    );
    expect(screen.getByText("A later page's account area")).toBeTruthy();
  });

  describe('rendering what waited', () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    afterEach(() => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });

    it('renders in slices the browser can answer between, not in one task', async () => {
      resetPageDrawn();
      // As in a browser: React's own scheduling, not act()'s queue.
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
      let rendered = 0;
      /** A part that takes 8 ms to render: five of them are more than one of React's slices. */
      function Slow({ name }: { name: string }) {
        const until = performance.now() + 8;
        while (performance.now() < until) {
          // Busy, as a large part's render on a slow phone is.
        }
        rendered += 1;
        return <p>{name}</p>;
      }
      render(
        <AfterFirstView>
          {['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
            <Slow key={name} name={name} />
          ))}
        </AfterFirstView>,
      );
      markPageDrawn();
      // A timer due at once runs when React next yields: in a single task, only once all is done.
      const seenBetween = await new Promise<number>((resolve) => setTimeout(() => resolve(rendered), 0));
      expect(seenBetween).toBeLessThan(5);
      await waitFor(() => expect(screen.getByText('Five')).toBeTruthy());
    });
  });
});

import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});

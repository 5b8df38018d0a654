import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '../../../test-support/render';
import { SearchBox } from './search-box';

const hit = (id: number, name: string, url: string) => ({
  id,
  name,
  url,
  flowName: 'Essay Writing',
  flowSlug: 'essay-writing',
});

const RESULTS = {
  steps: [
    hit(
      1,
      'Word budgets',
      '/flows/essay-writing/learning_modules/planning/chapters/budgets/steps/word-budgets',
    ),
  ],
  chapters: [hit(2, 'Planning words', '/flows/essay-writing/learning_modules/planning/chapters/budgets')],
  learningModules: [hit(3, 'Planning your essay', '/flows/essay-writing/learning_modules/planning')],
};

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

function renderSearch(answer: (input: unknown) => unknown) {
  const search = vi.fn(answer);
  const view = renderWithApp(<SearchBox />, { user: testUser(), trpc: { 'search.query': search } });
  return { ...view, search };
}

describe('the top-bar search (SRC)', () => {
  it('waits 300 ms after the last key, then lists steps, chapters and modules in groups', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { search } = renderSearch(() => RESULTS);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'plan');
    expect(search).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    // One call for the word, not one per key.
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search).toHaveBeenCalledWith({ query: 'plan' });

    const listbox = await screen.findByRole('listbox', { name: /^Search results/ });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.textContent?.split('in Essay')[0])).toEqual([
      'StepsWord budgets',
      'ChaptersPlanning words',
      'Learning modulesPlanning your essay',
    ]);
    expect(listbox).toBeTruthy();
  });

  it('never asks for an empty query', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { search } = renderSearch(() => RESULTS);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), '   ');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(search).not.toHaveBeenCalled();
  });

  it('leaves the rest of the page to assistive technology while its results are open', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithApp(
      <>
        <SearchBox />
        <nav aria-label="Main menu">
          <a href="/notes">Notes</a>
        </nav>
      </>,
      { user: testUser(), trpc: { 'search.query': () => RESULTS } },
    );
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'plan');
    await act(() => vi.advanceTimersByTimeAsync(300));
    const listbox = await screen.findByRole('listbox', { name: /^Search results/ });
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBeTruthy();
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    // A modal combobox would hide these (aria-hidden or inert) although they stay focusable.
    expect(document.querySelector('[aria-hidden="true"], [inert]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notes' })).toBeTruthy();

    // Tabbing on leaves the search, and its list closes behind it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Notes' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a result on a click, keeping focus in the box until then', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderSearch(() => RESULTS);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'plan');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await user.click(await screen.findByRole('option', { name: /Planning your essay/ }));
    expect(location.history.at(-1)).toBe(RESULTS.learningModules[0]?.url);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("says 'No results found' when nothing matches", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSearch(() => ({ steps: [], chapters: [], learningModules: [] }));
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'zebra');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('moves through the results with the arrows, opens one with Enter and closes with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { location } = renderSearch(() => RESULTS);
    const box = screen.getByRole('combobox', { name: 'Search' });
    await user.type(box, 'plan');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await screen.findByRole('listbox', { name: /^Search results/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toContain('Planning words');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: /^Search results/ });
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe(RESULTS.steps[0]?.url);
    expect((box as HTMLInputElement).value).toBe('');
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type KeyboardEvent, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ComboBoxGroup, GroupedComboBox } from './grouped-combo-box';

/** 50 languages of 100 voices each: 5 000 options, as many as a real list's scale needs. */
const GROUPS: ComboBoxGroup[] = Array.from({ length: 50 }, (_, language) => ({
  id: `lang-${language}`,
  label: language === 0 ? 'English (United Kingdom)' : `Language ${language}`,
  keywords: `tag${language}`,
  items: Array.from({ length: 100 }, (_, voice) => ({
    id: `voice-${language}-${voice}`,
    label: voice === 0 ? 'Standard voice' : `Voice ${voice}`,
  })),
}));
const LEADING = [{ id: '', label: 'The browser’s own voice' }];
const WORDS = {
  all: (options: number, groups: number) => `${options} voices in ${groups} languages`,
  matches: (options: number) => (options === 0 ? 'No voice matches' : `${options} match`),
  showAll: 'Show all voices',
};

function Picker({
  onChange = () => {},
  onOuterKey = () => {},
}: {
  onChange?: (key: string) => void;
  onOuterKey?: (event: KeyboardEvent) => void;
}) {
  const [chosen, setChosen] = useState('');
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands for a dialog that closes on Escape.
    <div onKeyDown={onOuterKey}>
      <GroupedComboBox
        label="Voice"
        leading={LEADING}
        groups={GROUPS}
        selectedKey={chosen}
        onSelectionChange={(key) => {
          setChosen(key);
          onChange(key);
        }}
        words={WORDS}
      />
    </div>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Voice' });
const active = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('GroupedComboBox', () => {
  it('shows the chosen option and the count, and lists groups as labelled groups, drawing only the rows in view', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(box()).toHaveProperty('value', 'The browser’s own voice');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '5000 voices in 50 languages',
    );

    await user.click(screen.getByRole('button', { name: 'Show all voices' }));
    const list = screen.getByRole('listbox', { name: 'Voice' });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    expect(box()).toBe(document.activeElement);
    expect(
      screen.getByRole('option', { name: 'The browser’s own voice' }).getAttribute('aria-selected'),
    ).toBe('true');
    const english = within(list).getByRole('group', { name: 'English (United Kingdom)' });
    const standard = within(english).getByRole('option', {
      name: 'Standard voice, English (United Kingdom)',
    });
    expect(standard.getAttribute('aria-posinset')).toBe('1');
    expect(standard.getAttribute('aria-setsize')).toBe('100');
    // Of 5 001 options, a screenful and a margin are in the page.
    const drawn = within(list).getAllByRole('option').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(40);
  });

  it('filters as the learner types, says how many match once typing pauses, and chooses with the arrows and Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(box());
    // The name is selected on focus: typing replaces it.
    await user.keyboard('tag7 voice 9');
    expect(box()).toHaveProperty('value', 'tag7 voice 9');
    const list = screen.getByRole('listbox', { name: 'Voice' });
    expect(
      within(list)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Language 7']);
    // "voice 9" starts a word of "Voice 9" and "Voice 90" to "Voice 99", no other; the line under
    // the box keeps its words, so nothing under it moves as the count changes.
    expect(screen.getByText('11 match')).toBeTruthy();
    expect(document.getElementById(box().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '5000 voices in 50 languages',
    );
    expect(
      within(list)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['Voice 9, Language 7', 'Voice 90, Language 7', 'Voice 91, Language 7']);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', '');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('11 match'));

    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()?.getAttribute('aria-label')).toBe('Voice 90, Language 7');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('voice-7-90');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveProperty('value', 'Voice 90, Language 7');
    expect(box()).toBe(document.activeElement);
  });

  it('opens at the chosen option with Down, moves a screenful with Page Down, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(box());
    await user.keyboard('tag30 voice 50{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('voice-30-50');

    await user.keyboard('{ArrowDown}');
    expect(active()?.getAttribute('aria-label')).toBe('Voice 50, Language 30');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{PageDown}');
    const moved = active()?.getAttribute('aria-label') ?? '';
    expect(moved).toMatch(/^Voice \d+, Language 30$/);
    expect(Number(moved.match(/Voice (\d+)/)?.[1])).toBeGreaterThan(51);
    await user.keyboard('{ArrowUp}');
    expect(active()?.getAttribute('aria-label')).not.toBe(moved);

    await user.keyboard('{Escape}');
    await user.keyboard('zzz');
    expect(screen.getByText('No voice matches')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, putting the chosen name back, and lets Escape through only when it had nothing to close', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onOuterKey = vi.fn();
    render(<Picker onChange={onChange} onOuterKey={(event) => onOuterKey(event.key)} />);
    await user.click(box());
    await user.keyboard('lang');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveProperty('value', 'The browser’s own voice');
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(onOuterKey).toHaveBeenCalledWith('Escape');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses an option clicked, and closes when focus leaves the box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Show all voices' }));
    await user.click(screen.getByRole('option', { name: 'Voice 2, English (United Kingdom)' }));
    expect(onChange).toHaveBeenCalledWith('voice-0-2');
    expect(box()).toHaveProperty('value', 'Voice 2, English (United Kingdom)');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => box().blur());
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box(), { target: { value: 'Language 4' } });
    expect(screen.getByRole('listbox')).toBeTruthy();
  });
});

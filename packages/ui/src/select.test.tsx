// @vitest-environment jsdom
// Overlay focus management runs in jsdom, as in menu.test.tsx.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

const years = [2022, 2023, 2024, 2025].map((year) => ({
  id: year,
  label: String(year),
  isDisabled: year === 2022,
}));

function Example({ error }: { error?: string }) {
  const [year, setYear] = useState<number | null>(null);
  return (
    <>
      <Select
        label="Course start year"
        items={years}
        selectedKey={year}
        onSelectionChange={setYear}
        placeholder="Choose a year"
        errorMessage={error}
      />
      <output>{year === null ? 'none' : `${typeof year}:${year}`}</output>
    </>
  );
}

describe('Select', () => {
  it('opens from the keyboard, skips disabled options and returns the typed key', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: /Course start year/ });
    expect(trigger.textContent).toContain('Choose a year');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('option', { name: '2022' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('number:2024');
    expect(trigger.textContent).toContain('2024');
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('describes the trigger with its error in words', () => {
    render(<Example error="Choose the year your course started." />);
    const trigger = screen.getByRole('button', { name: /Course start year/ });
    const ids = (trigger.getAttribute('aria-describedby') ?? '').split(' ');
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    expect(text).toContain('Choose the year your course started.');
  });
});

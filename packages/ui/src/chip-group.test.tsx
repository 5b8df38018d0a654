// @vitest-environment jsdom
// happy-dom does not move focus back across a chip with an aria-hidden description (jsdom and
// browsers do), so this keyboard test runs in jsdom like the overlay tests.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipGroup } from './chip-group';

const items = [
  { id: 1, label: 'Read&Write', description: 'Reads text aloud' },
  { id: 2, label: 'Dragon' },
  { id: 3, label: 'MindView' },
];

function Example({ mode }: { mode: 'single' | 'multiple' }) {
  const [keys, setKeys] = useState<Set<number>>(new Set([2]));
  return (
    <>
      <ChipGroup
        label="Software"
        items={items}
        selectionMode={mode}
        selectedKeys={keys}
        onSelectionChange={setKeys}
        errorMessage={keys.size === 0 ? 'Choose at least one.' : null}
      />
      <output>{[...keys].join(',')}</output>
    </>
  );
}

describe('ChipGroup', () => {
  it('toggles several chips with Space and Enter, moving with the arrows (multiple)', async () => {
    const user = userEvent.setup();
    render(<Example mode="multiple" />);
    expect(screen.getByRole('toolbar', { name: 'Software' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Read&Write' }));
    await user.keyboard(' ');
    expect(screen.getByRole('status').textContent).toBe('1,2');
    expect(screen.getByRole('button', { name: 'Read&Write' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('1');
    await user.keyboard('{ArrowLeft} ');
    expect(screen.getByRole('status').textContent).toBe('');
    // The error is in words and describes the group.
    const group = screen.getByRole('toolbar', { name: 'Software' });
    const error = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Choose at least one.');
  });

  it('chooses exactly one in single mode (a radio group)', async () => {
    const user = userEvent.setup();
    render(<Example mode="single" />);
    expect(screen.getByRole('radiogroup', { name: 'Software' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'MindView' }));
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(screen.getByRole('radio', { name: 'Dragon' }).getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('radio', { name: 'MindView' }));
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('keeps the description out of the name but in the description', () => {
    render(<Example mode="multiple" />);
    const chip = screen.getByRole('button', { name: 'Read&Write' });
    expect(document.getElementById(chip.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Reads text aloud',
    );
  });
});

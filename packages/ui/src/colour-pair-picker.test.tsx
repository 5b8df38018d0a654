import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColourPairPicker } from './colour-pair-picker';
import type { ColourPair } from './colour-presets';

function Example({ initial = null }: { initial?: ColourPair | null }) {
  const [pair, setPair] = useState<ColourPair | null>(initial);
  return (
    <>
      <ColourPairPicker value={pair} onChange={setPair} />
      <output>{pair ? `${pair.background} ${pair.text}` : 'theme'}</output>
    </>
  );
}

/** An owner that applies a chosen pair later (as the app does, after the next paint), or is told one from outside. */
function LaterExample({ initial = null }: { initial?: ColourPair | null }) {
  const [pair, setPair] = useState<ColourPair | null>(initial);
  return (
    <>
      <ColourPairPicker value={pair} onChange={(chosen) => setTimeout(() => setPair(chosen), 50)} />
      <output>{pair ? `${pair.background} ${pair.text}` : 'theme'}</output>
      <button type="button" onClick={() => setPair({ background: '#14284B', text: '#F4F4F0' })}>
        From another tab
      </button>
    </>
  );
}

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('ColourPairPicker', () => {
  it('shows a choice at once while its owner applies it later, and does not go back meanwhile', async () => {
    vi.useFakeTimers();
    try {
      render(<LaterExample />);
      fireEvent.click(screen.getByRole('radio', { name: 'Cream' }));
      expect(checked('Cream')).toBe(true);
      expect(screen.getByRole('status').textContent).toBe('theme');
      // A second choice before the first is applied: the first arriving does not move the picker back.
      await act(() => vi.advanceTimersByTimeAsync(20));
      fireEvent.click(screen.getByRole('radio', { name: 'Pale yellow' }));
      expect(checked('Pale yellow')).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(30));
      expect(screen.getByRole('status').textContent).toBe('#FAF3E0 #2A2522');
      expect(checked('Pale yellow')).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.getByRole('status').textContent).toBe('#FFF8C6 #2B2B22');
      expect(checked('Pale yellow')).toBe(true);
      // A pair it did not send (another tab, a reset, a failed save put back) replaces what it shows.
      fireEvent.click(screen.getByRole('button', { name: 'From another tab' }));
      expect(checked('White on navy')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the 15 presets and Custom as named radios; arrows choose', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const group = screen.getByRole('radiogroup', { name: 'Background and text colours' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(16);
    await user.click(screen.getByRole('radio', { name: 'Cream' }));
    expect(screen.getByRole('status').textContent).toBe('#FAF3E0 #2A2522');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pale yellow' })).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('#FFF8C6 #2B2B22');
  });

  it('shows the matching preset as chosen', () => {
    render(<Example initial={{ background: '#14284b', text: '#f4f4f0' }} />);
    expect(screen.getByRole('radio', { name: 'White on navy' })).toHaveProperty('checked', true);
    expect(screen.queryByLabelText('Background colour')).toBeNull();
  });

  it('lets the learner pick a custom pair and warns in words below 4.5:1', async () => {
    const user = userEvent.setup();
    render(<Example initial={{ background: '#FAF3E0', text: '#2A2522' }} />);
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const background = screen.getByLabelText('Background colour');
    const text = screen.getByLabelText('Text colour');
    expect(background.getAttribute('type')).toBe('color');
    expect(screen.getByText(/clear to read/)).toBeTruthy();
    fireEvent.input(text, { target: { value: '#b0a89a' } });
    expect(screen.getByRole('status').textContent).toBe('#FAF3E0 #B0A89A');
    expect(screen.getByText(/is too low/).textContent).toMatch(/^Contrast 2\.\d to 1 is too low/);
    expect(screen.getByRole('radio', { name: 'Custom' })).toHaveProperty('checked', true);
  });
});

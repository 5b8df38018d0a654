import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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

describe('ColourPairPicker', () => {
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Slider } from './slider';

function Example({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Slider
      label="Text size"
      minValue={0}
      maxValue={10}
      step={1}
      value={value}
      onChange={setValue}
      valueLabel={(v) => `${14 + v} px`}
      description="Makes lesson text bigger."
    />
  );
}

describe('Slider', () => {
  it('steps with the arrows and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const slider = screen.getByRole('slider', { name: 'Text size' });
    await user.tab();
    expect(document.activeElement).toBe(slider);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect((slider as HTMLInputElement).value).toBe('3');
    await user.keyboard('{ArrowLeft}');
    expect((slider as HTMLInputElement).value).toBe('2');
    await user.keyboard('{End}');
    expect((slider as HTMLInputElement).value).toBe('10');
    await user.keyboard('{ArrowRight}');
    expect((slider as HTMLInputElement).value).toBe('10');
    await user.keyboard('{Home}');
    expect((slider as HTMLInputElement).value).toBe('0');
  });

  it('says the value in words and is described by its help text', async () => {
    const user = userEvent.setup();
    render(<Example initial={4} />);
    const slider = screen.getByRole('slider', { name: 'Text size' });
    expect(slider.getAttribute('aria-valuetext')).toBe('18 px');
    expect(screen.getByText('18 px')).toBeTruthy();
    const description = document.getElementById(slider.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Makes lesson text bigger.');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuetext')).toBe('19 px');
  });
});

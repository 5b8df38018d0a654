import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'What is a study flow?', content: <p>A short course.</p> },
  { id: 'b', title: 'How long is a step?', content: <p>One to three minutes.</p> },
  { id: 'c', title: 'Can I change colours?', content: <p>Yes, in the accessibility panel.</p> },
];

const expanded = () =>
  screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded') === 'true');

describe('Accordion', () => {
  it('puts each trigger inside a heading', () => {
    render(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(expanded()).toEqual([false, false, false]);
  });

  it('opens one item at a time from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([true, false, false]);
    expect(screen.getByText('A short course.')).toBeTruthy();
    await user.tab();
    await user.keyboard(' ');
    expect(expanded()).toEqual([false, true, false]);
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([false, false, false]);
  });

  it('wires each button to its panel', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultExpandedKey="c" />);
    const button = screen.getByRole('button', { name: 'Can I change colours?' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.textContent).toBe('Yes, in the accessibility panel.');
    await user.click(screen.getByRole('button', { name: 'What is a study flow?' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Accordion, closed panels', () => {
  it('keeps them findable in the page, and opens the one the browser finds text in', async () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'How long is a step?' });
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('hidden')).toBe('until-found');
    await act(async () => {
      panel?.dispatchEvent(new Event('beforematch'));
    });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hasAttribute('hidden')).toBe(false);
  });
});

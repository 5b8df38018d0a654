import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test-support/render';
import { ReadAloud } from './read-aloud';

function Page() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref}>
      <ReadAloud target={ref} />
      <p>Some text to read.</p>
    </div>
  );
}

describe('ReadAloud', () => {
  it('opens its controls on the first press and says so in words where the browser cannot speak', async () => {
    // happy-dom, like some browsers, has no speechSynthesis.
    expect('speechSynthesis' in window).toBe(false);
    renderWithApp(<Page />, { path: '/wellbeing' });
    const open = screen.getByRole('button', { name: 'Read aloud' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(open);
    expect(
      await screen.findByText("Read aloud isn't available in this browser: it can't speak text."),
    ).toBeTruthy();
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Read aloud controls' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();

    await userEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Read aloud controls' })).toBeNull();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setTheme } from '../../lib/theme/theme';
import { renderWithApp } from '../../test-support/render';
import { ThemeToggle } from './theme-toggle';

afterEach(() => act(() => setTheme('light')));

describe('the theme switch (SHL-8)', () => {
  it('is one button named Dark theme whose pressed state is the dark theme, written beside it too', async () => {
    const user = userEvent.setup();
    renderWithApp(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: /^Dark theme/ });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.textContent).toContain('Off');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.textContent).toContain('On');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(window.localStorage.getItem('studyflow:preferred-theme')).toBe('"dark"');

    // The keyboard works it the same way.
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
  });
});

describe('the theme chosen in another tab', () => {
  it('is followed here: the page and the switch change without a reload', () => {
    renderWithApp(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: /^Dark theme/ });
    // Another tab wrote the key; the browser tells this one with a storage event.
    act(() => {
      window.localStorage.setItem('studyflow:preferred-theme', '"dark"');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'studyflow:preferred-theme', newValue: '"dark"' }),
      );
    });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // Other keys change nothing.
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'studyflow:volume', newValue: '0.5' }));
    });
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});

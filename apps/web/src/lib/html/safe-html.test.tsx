// @vitest-environment jsdom
// DOMPurify relies on DOM details happy-dom gets wrong (it keeps event attributes there); real
// browsers and jsdom behave, so this file runs in jsdom.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMessage } from './safe-html';
import { sanitizeMessage } from './sanitize';

describe('sanitizeMessage', () => {
  it('keeps a link, adding rel="noopener noreferrer"', () => {
    const html = sanitizeMessage(
      'Check the key or <a href="mailto:support@studyflow.example">contact support</a>.',
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('mailto:support@studyflow.example');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toBe('Check the key or contact support.');
  });

  it('strips scripts, event handlers and every other tag or attribute', () => {
    const html = sanitizeMessage(
      '<script>alert(1)</script><img src=x onerror="alert(2)"><b onclick="x()">Bold</b><a href="/ok" onclick="y()" style="color:red" target="_top">ok</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|<img|<b|style|target/i);
    expect(html).toContain('Bold');
    expect(html).toContain('<a href="/ok" rel="noopener noreferrer">ok</a>');
  });

  it('drops javascript: and data: links', () => {
    expect(sanitizeMessage('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
    expect(sanitizeMessage('<a href="data:text/html,hi">x</a>')).not.toContain('data:');
  });
});

describe('SafeMessage', () => {
  it('renders plain text as text', () => {
    const { container } = render(<SafeMessage text="Invalid email or password." />);
    expect(container.textContent).toBe('Invalid email or password.');
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders text that only looks like markup as text, not HTML', () => {
    const { container } = render(<SafeMessage text="2 < 3 and 5 > 4" />);
    expect(container.textContent).toBe('2 < 3 and 5 > 4');
  });

  it('renders a message with a link as sanitised markup', async () => {
    render(
      <SafeMessage text='This key has been used. <a href="mailto:support@studyflow.example" onclick="steal()">contact support</a>' />,
    );
    const link = await waitFor(() => screen.getByRole('link', { name: 'contact support' }));
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute('onclick')).toBe(false);
  });

  it('shows a hostile message without its markup', async () => {
    const { container } = render(
      <SafeMessage text={'Hi <img src=x onerror="alert(1)"><script>x()</script>'} />,
    );
    await waitFor(() => expect(container.innerHTML).not.toContain('<span>Hi <'));
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('Hi');
  });
});

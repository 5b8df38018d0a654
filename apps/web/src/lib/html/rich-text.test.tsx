// @vitest-environment jsdom
// DOMPurify needs a DOM it trusts (see safe-html.test.tsx).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';
import { sanitizeRichText } from './sanitize-rich';

const parse = (html: string) => {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
};

describe('sanitizeRichText', () => {
  it('keeps the structure of a step: paragraphs, lists, emphasis and links', () => {
    const html = sanitizeRichText(
      '<p>Hi <strong>there</strong></p><ul><li><em>one</em></li></ul><a href="https://example.org">x</a>',
    );
    const container = parse(html);
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect(container.querySelector('ul li em')?.textContent).toBe('one');
    expect(container.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes scripts, handlers, styles, images and unsafe links', () => {
    const html = sanitizeRichText(
      '<script>alert(1)</script><p onclick="x()" style="color:red">ok</p><img src=x onerror=alert(2)><a href="javascript:alert(3)">bad</a><iframe src="/x"></iframe>',
    );
    expect(html).not.toMatch(/script|onclick|style|<img|onerror|javascript|iframe/i);
    expect(html).toContain('ok');
  });

  it('moves the headings under the page heading without skipping a level', () => {
    const container = parse(sanitizeRichText('<h3>A</h3><p>x</p><h4>B</h4><h3>C</h3>'));
    expect(
      [...container.querySelectorAll('h1,h2,h3,h4')].map((h) => `${h.tagName}:${h.textContent}`),
    ).toEqual(['H2:A', 'H3:B', 'H2:C']);
    expect(parse(sanitizeRichText('<h3>A</h3>', 3)).querySelector('h3')?.textContent).toBe('A');
  });
});

describe('RichText', () => {
  it('shows the sanitised markup from its first render', () => {
    const { container } = render(
      <RichText html={'<p>Read <strong>this</strong></p><script>bad()</script>'} />,
    );
    expect(screen.getByText('this').tagName).toBe('STRONG');
    expect(container.innerHTML).not.toContain('script');
  });
});

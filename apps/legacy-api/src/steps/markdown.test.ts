import { describe, expect, it } from 'vitest';
import { markdownHtml, markdownLinks, markdownText } from './markdown';

const SOURCE = `### Plan first

Read the **question** twice. See [the next step](/flows/a/learning_modules/b/chapters/c/steps/d).

- one idea
- another <script>alert(1)</script> idea
`;

describe('content Markdown', () => {
  it('renders headings, bold, links and lists, and shows raw HTML as text', () => {
    const html = markdownHtml(SOURCE);
    expect(html).toContain('<h3>Plan first</h3>');
    expect(html).toContain('<strong>question</strong>');
    expect(html).toContain('<a href="/flows/a/learning_modules/b/chapters/c/steps/d">the next step</a>');
    expect(html).toContain('<li>one idea</li>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('gives the words a reader sees, without markup or addresses', () => {
    const text = markdownText(SOURCE);
    expect(text).toContain('Plan first');
    expect(text).toContain('Read the question twice.');
    expect(text).toContain('the next step');
    expect(text).toContain('one idea');
    expect(text).not.toContain('/flows/');
    expect(text).not.toContain('**');
  });

  it('lists every link address', () => {
    expect(markdownLinks(SOURCE)).toEqual(['/flows/a/learning_modules/b/chapters/c/steps/d']);
    expect(markdownLinks('- [a](https://example.org) and [b](/x)')).toEqual(['https://example.org', '/x']);
  });
});

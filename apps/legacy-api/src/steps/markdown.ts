import { Marked, type Token, type Tokens } from 'marked';
import { escapeHtml } from '../mail/escape-html';

/**
 * Content Markdown (paragraphs, `###` headings, lists, bold, links) rendered once, at seed time.
 * Raw HTML in the source is shown as text rather than passed on: the web sanitises what it shows,
 * and we never hand it markup we did not write.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
  },
});

export const markdownHtml = (source: string): string => markdown.parse(source, { async: false }).trim();

function walk(tokens: readonly Token[], visit: (token: Token) => void): void {
  for (const token of tokens) {
    visit(token);
    if ('tokens' in token && Array.isArray(token.tokens)) walk(token.tokens, visit);
    if (token.type === 'list') walk((token as Tokens.List).items, visit);
  }
}

/** The words a reader sees (link texts, not their addresses), for search. */
export function markdownText(source: string): string {
  const words: string[] = [];
  walk(markdown.lexer(source), (token) => {
    if (token.type === 'text' || token.type === 'codespan' || token.type === 'escape') {
      if (!('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0))
        words.push(token.text);
    }
  });
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

/** Every link address in the source, in order. */
export function markdownLinks(source: string): string[] {
  const links: string[] = [];
  walk(markdown.lexer(source), (token) => {
    if (token.type === 'link') links.push((token as Tokens.Link).href);
  });
  return links;
}

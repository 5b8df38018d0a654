import createDOMPurify from 'dompurify';

/**
 * Step content is the server's HTML from Markdown (paragraphs, headings, lists, emphasis, links,
 * quotes, code): only those tags and only safe link schemes survive, whatever the server sends. The
 * purifier is made at the first use, in the browser (the build's prerender may import this module).
 */
let purifier: ReturnType<typeof createDOMPurify> | null = null;

function thePurifier(): ReturnType<typeof createDOMPurify> {
  if (purifier === null) {
    purifier = createDOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return purifier;
}

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/**
 * Headings inside a step sit under the page's h1: the content's highest heading becomes an h2 and
 * the others keep their distance from it, so the page outline never skips a level.
 */
function shiftHeadings(root: HTMLElement, topLevel: number): void {
  const headings = [...root.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')];
  const levels = headings.map((heading) => Number(heading.tagName.slice(1)));
  if (levels.length === 0) return;
  const shift = topLevel - Math.min(...levels);
  if (shift === 0) return;
  for (const [index, heading] of headings.entries()) {
    const level = Math.min(6, Math.max(1, (levels[index] ?? topLevel) + shift));
    const replacement = document.createElement(`h${level}`);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
}

export function sanitizeRichText(html: string, topHeadingLevel = 2): string {
  const purifier = thePurifier();
  if (!purifier.isSupported) {
    const holder = document.createElement('p');
    holder.textContent = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
    return holder.outerHTML;
  }
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
  // A detached element: parsing the already-clean markup into it runs and loads nothing.
  const root = document.createElement('div');
  root.innerHTML = clean;
  shiftHeadings(root, topHeadingLevel);
  return root.innerHTML;
}

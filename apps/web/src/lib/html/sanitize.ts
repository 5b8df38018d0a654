import createDOMPurify from 'dompurify';

/**
 * Loaded on demand (see safe-html.tsx) so DOMPurify stays out of the first bundle. Server messages
 * may carry a link ("contact support"); nothing else survives: only <a href>, only safe schemes.
 */
const purifier = createDOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') node.setAttribute('rel', 'noopener noreferrer');
});

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

/** Escapes text for use as HTML: the fallback when this browser cannot run DOMPurify. */
function escapeText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const holder = document.createElement('span');
  holder.textContent = text;
  return holder.innerHTML;
}

export function sanitizeMessage(html: string): string {
  // DOMPurify returns its input untouched where it is unsupported; never let markup through then.
  if (!purifier.isSupported) return escapeText(html);
  return purifier.sanitize(html, {
    ALLOWED_TAGS: ['a'],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
  });
}

import { useEffect, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | null = null;

/** Starts loading DOMPurify early (e.g. when a form that may get such a message opens). */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitize').then((module) => module.sanitizeMessage);
  return sanitizer;
}

const MARKUP = /<\/?[a-z!]/i;

/** The text of some markup without running or loading anything in it. */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * A server message. Plain text stays plain text; a message with markup (a "contact support" link)
 * is rendered as markup only after DOMPurify has reduced it to links. Until the sanitiser has
 * loaded, the message shows as text.
 */
export function SafeMessage({ text }: { text: string }) {
  const hasMarkup = MARKUP.test(text);
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    if (!hasMarkup) return;
    let live = true;
    // A sanitiser that fails to load leaves the message as text.
    loadSanitizer()
      .then((sanitize) => {
        if (live) setClean({ source: text, html: sanitize(text) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text, hasMarkup]);

  if (!hasMarkup) return <span>{text}</span>;
  if (clean?.source === text) return <span dangerouslySetInnerHTML={{ __html: clean.html }} />;
  return <span>{textOf(text)}</span>;
}

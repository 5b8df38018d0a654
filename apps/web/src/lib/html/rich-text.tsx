import { useEffect, useState } from 'react';

type Sanitize = (html: string, topHeadingLevel?: number) => string;

let sanitizer: Promise<Sanitize> | null = null;

const loadRichSanitizer = (): Promise<Sanitize> => {
  sanitizer ??= import('./sanitize-rich').then((module) => module.sanitizeRichText);
  return sanitizer;
};

export interface RichTextProps {
  /** HTML from the server: never shown before DOMPurify has cleaned it. */
  html: string;
  className?: string;
  /** The level the content's highest heading takes (2 under a page's h1). */
  topHeadingLevel?: number;
}

/**
 * Server HTML (a step's text), shown only once sanitised. Until DOMPurify has loaded, the words
 * show as plain text, so nothing the server sent ever runs and nothing waits on a blank area.
 */
export function RichText({ html, className, topHeadingLevel = 2 }: RichTextProps) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let live = true;
    // A sanitiser that fails to load leaves the words as plain text.
    loadRichSanitizer()
      .then((sanitize) => {
        if (live) setClean({ source: html, html: sanitize(html, topHeadingLevel) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [html, topHeadingLevel]);

  if (clean?.source === html) {
    return <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />;
  }
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return (
    <div className={className}>
      <p>{text}</p>
    </div>
  );
}

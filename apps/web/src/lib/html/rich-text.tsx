import { useMemo } from 'react';
import { sanitizeRichText } from './sanitize-rich';

export interface RichTextProps {
  /** HTML from the server: never shown before DOMPurify has cleaned it. */
  html: string;
  className?: string;
  /** The level the content's highest heading takes (2 under a page's h1). */
  topHeadingLevel?: number;
}

/**
 * Server HTML (a step's text), shown sanitised from its first render. DOMPurify comes with the
 * page's own script, fetched beside it, not on demand once the text has arrived: that was one round
 * trip more before a step's words showed as they should, and a second render of the whole text,
 * plain first (issue 34).
 */
export function RichText({ html, className, topHeadingLevel = 2 }: RichTextProps) {
  const clean = useMemo(() => sanitizeRichText(html, topHeadingLevel), [html, topHeadingLevel]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

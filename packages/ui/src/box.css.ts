import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A `ul` or `ol` laid out by Box and the primitives built on it: no bullets, indent or margins. The
 * rule has no specificity (`:where`), so a layout prop (`paddingLeft="6"`) or a page's own class
 * (`listStyleType: 'disc'` for a bulleted list) always wins over it, whichever loads first.
 */
export const unstyledList = style({});

globalStyle(`:where(${unstyledList})`, { margin: 0, padding: 0, listStyle: 'none' });

import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { visuallyHiddenRule } from '@studyflow/ui/visually-hidden.css';
import { style } from '@vanilla-extract/css';

/** The frame around <main>: plain for public pages, with the side menu for signed-in ones. */
/** Below the small breakpoint the brand keeps its logo and accessible name only. */
export const brandTextCompact = style({
  '@media': {
    [media.atMost('sm')]: visuallyHiddenRule,
  },
});

/** 15 rem: room for the longest menu label ('Go to Dashboard') at 200 % text size without wrapping. */
export const sidebarWidth = `calc(${vars.space['20']} * 3)`;

/** The body under the header (a column; shell.tsx lays it out): it fills the page's height. */
export const publicBody = style({ flex: '1 0 auto' });

/** Signed-in pages: the side menu beside the content above 1024 px, the content alone below. */
export const appBody = style({
  flex: '1 0 auto',
  width: '100%',
  maxWidth: `calc(${vars.size.pageWidth} + ${sidebarWidth})`,
  margin: '0 auto',
});

/**
 * At least a screen tall: a signed-in page's content comes after the frame (its data, then its
 * sections), and a footer drawn on the first screen jumped down each time (CLS 0.22 on a phone's
 * text step). Kept below the first screen, it moves out of sight.
 */
export const appMain = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '100svh',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['12']}`,
  outline: 'none',
  '@media': {
    [media.atLeast('tablet')]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['16']}` },
  },
});

import { style } from '@vanilla-extract/css';

/** A box for finding the button, invisible to layout: the button sits in the footer's list as before. */
export const slot = style({ display: 'contents' });

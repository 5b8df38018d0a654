import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

export const headerText = style({ minWidth: 0 });

/**
 * The step list, a Column left of the panel on wide screens (16 rem) and hidden on narrow ones,
 * where the columns stack (ONB-1).
 */
export const stepList = style({
  display: 'none',
  width: '16rem',
  '@media': {
    [media.above('tablet')]: { display: 'block', position: 'sticky', top: vars.space['6'] },
  },
});

export const panel = style({ minWidth: 0 });

export const fields = style({ minWidth: 0 });

export const sliders = style({ maxWidth: vars.size.formWidth });

/** A Spread: Back on the left, Next on the right, the markers between; wraps on the narrowest screens. */
export const nav = style({
  paddingTop: vars.space['6'],
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** Drawn markers only where they fit on one line; the 'Step 1 of 4' line says the same everywhere. */
export const navMarkers = style({
  display: 'none',
  justifyContent: 'center',
  flex: '1 1 auto',
  '@media': {
    [media.atLeast('sm')]: { display: 'flex' },
  },
});

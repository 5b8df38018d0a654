import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

/** The step list sits left of the panel on wide screens and is hidden on narrow ones (ONB-1). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': {
    [media.above('tablet')]: { gridTemplateColumns: `minmax(12rem, 16rem) minmax(0, 1fr)` },
  },
});

export const stepList = style({
  display: 'none',
  '@media': {
    [media.above('tablet')]: { display: 'block', position: 'sticky', top: vars.space['6'] },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  minWidth: 0,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
});

export const yearRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  '@media': {
    [media.atLeast('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const sliders = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
  maxWidth: vars.size.formWidth,
});

/** Back on the left, Next on the right, the markers between them; wraps on the narrowest screens. */
export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
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

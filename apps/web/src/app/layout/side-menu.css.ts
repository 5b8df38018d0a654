import { forcedColours } from '@studyflow/ui/styles/forced-colours';
import { vars } from '@studyflow/ui/theme/contract.css';
import { media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';
import { sidebarWidth } from './frame.css';

/** Beside the page above 1024 px; hidden at 1024 px and below, where the drawer takes over. */
export const sidebar = style({
  position: 'sticky',
  top: 0,
  flex: `0 0 ${sidebarWidth}`,
  padding: `${vars.space['6']} ${vars.space['3']}`,
  '@media': {
    [media.atMost('drawer')]: { display: 'none' },
  },
});

export const drawerNav = style({
  paddingBlock: vars.space['2'],
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  width: '100%',
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySoft },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
    // The current page: a bar and bold text, not colour alone (aria-current says it to AT).
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset ${vars.borderWidth.thick} 0 0 0 ${vars.color.primary}`,
    },
  },
  '@media': {
    // Forced colours drop backgrounds and shadows: every item keeps an edge, the current page
    // a thick bar on its start side (besides its bold text).
    [media.forcedColors]: {
      ...forcedColours.edge,
      selectors: { '&[aria-current="page"]': { borderInlineStartWidth: vars.borderWidth.thick } },
    },
  },
});

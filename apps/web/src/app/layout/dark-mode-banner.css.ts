import { vars } from '@studyflow/ui/theme/contract.css';
import { breakpoints, media } from '@studyflow/ui/theme/media';
import { style } from '@vanilla-extract/css';

/**
 * A phone, or a desktop at 200 % zoom (1280 × 720 becomes 640 × 360): room for the header and one
 * short strip, so the banner keeps its title, its link and its two buttons and drops the rest.
 */
const compact = `${media.atMost('journal')}, screen and (max-height: ${breakpoints.sm}px)`;

export const banner = style({
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  '@media': {
    [media.atLeast('tablet')]: { paddingInline: vars.space['6'] },
    [compact]: { gap: vars.space['2'], paddingBlock: vars.space['1'], paddingInline: vars.space['3'] },
  },
});

export const icon = style({
  color: vars.color.info,
  width: vars.space['6'],
  height: vars.space['6'],
  '@media': { [compact]: { display: 'none' } },
});

/** The explanation: the title, the link and the buttons say enough on a small screen. */
export const detail = style({
  '@media': { [compact]: { display: 'none' } },
});

export const text = style({
  flex: `1 1 calc(${vars.space['20']} * 4)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.sm,
  '@media': {
    [compact]: { flex: '1 1 auto', flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['3'] },
  },
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

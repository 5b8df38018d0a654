import { vars } from '@studyflow/ui/theme/contract.css';
import { baseTokens } from '@studyflow/ui/theme/tokens';
import { globalStyle } from '@vanilla-extract/css';

/**
 * The learner's text size (seed 000: 14 plus the setting) sets the step reader's size exactly. So
 * that a learner who asks for bigger text gets it on every page, the body sizes follow it too once
 * it passes them; they never shrink below the 16 px base DESIGN.md asks for outside the reader.
 * Without a setting the reading size is 14 px and nothing changes. (`html:root` outranks the
 * theme's own `:root` rule whatever the stylesheet order.)
 */
const { sm, md, lg } = baseTokens.fontSize;
globalStyle('html:root', {
  vars: {
    [vars.fontSize.sm]: `max(${sm}, calc(${vars.fontSize.reading} - (${md} - ${sm})))`,
    [vars.fontSize.md]: `max(${md}, ${vars.fontSize.reading})`,
    [vars.fontSize.lg]: `max(${lg}, calc(${vars.fontSize.reading} + (${lg} - ${md})))`,
  },
});

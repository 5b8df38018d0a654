import { vars } from '@studyflow/ui/theme/contract.css';
import { baseTokens } from '@studyflow/ui/theme/tokens';
import { globalStyle } from '@vanilla-extract/css';

/**
 * The learner's text size (STP-8, LIM-5: 14 px plus the setting) sets the step reader's size exactly. So
 * that a learner who asks for bigger text gets it on every page, the body sizes follow it too once
 * it passes them; they never shrink below the 16 px base our design rules ask for outside the reader.
 * Headings grow by as much as the body text, so they stay headings beside it. Without a setting
 * the reading size is 14 px and nothing changes. (`html:root` outranks the theme's own `:root` rule
 * whatever the stylesheet order.)
 */
const { sm, md, lg, xl } = baseTokens.fontSize;
const grown = (size: string) => `max(${size}, calc(${vars.fontSize.reading} + (${size} - ${md})))`;
globalStyle('html:root', {
  vars: {
    [vars.fontSize.sm]: `max(${sm}, calc(${vars.fontSize.reading} - (${md} - ${sm})))`,
    [vars.fontSize.md]: `max(${md}, ${vars.fontSize.reading})`,
    [vars.fontSize.lg]: grown(lg),
    [vars.fontSize.xl]: grown(xl),
    [vars.fontSize['2xl']]: grown(baseTokens.fontSize['2xl']),
    [vars.fontSize['3xl']]: grown(baseTokens.fontSize['3xl']),
    [vars.fontSize['4xl']]: grown(baseTokens.fontSize['4xl']),
  },
});

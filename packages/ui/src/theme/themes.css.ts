import { assignVars, globalStyle } from '@vanilla-extract/css';
import { THEME_ATTRIBUTE } from './attribute';
import { vars } from './contract.css';
import { baseTokens, darkColors, darkShadows, lightColors, lightShadows } from './tokens';

globalStyle(':root', {
  vars: assignVars(vars, { color: lightColors, shadow: lightShadows, ...baseTokens }),
  colorScheme: 'light',
});

globalStyle(`:root[${THEME_ATTRIBUTE}="dark"]`, {
  vars: assignVars({ color: vars.color, shadow: vars.shadow }, { color: darkColors, shadow: darkShadows }),
  colorScheme: 'dark',
});

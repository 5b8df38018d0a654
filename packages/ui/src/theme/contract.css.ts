import { createGlobalThemeContract } from '@vanilla-extract/css';
import { baseTokens, lightColors, lightShadows } from './tokens';

/**
 * The one theme contract. Variables get stable, readable names (`--sf-color-primary`) rather than
 * hashes so the accessibility settings (a later issue) and devtools can address them directly.
 */
export const vars = createGlobalThemeContract(
  { color: lightColors, shadow: lightShadows, ...baseTokens },
  (_value, path) => `sf-${path.join('-')}`,
);

/** A theme contract reference's custom property: `var(--sf-color-text)` → `--sf-color-text`. */
export const variableName = (reference: string): string => reference.replace(/^var\((--[^,)]+).*$/, '$1');

/** The attribute on <html> that selects a theme; light is the default (SHL-8). */
export const THEME_ATTRIBUTE = 'data-theme';

export const THEMES = ['light', 'dark'] as const;

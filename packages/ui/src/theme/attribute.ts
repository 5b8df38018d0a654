/** The attribute on <html> that selects a theme; light is the default (seed 000 §4 "Theme"). */
export const THEME_ATTRIBUTE = 'data-theme';

export const THEMES = ['light', 'dark'] as const;

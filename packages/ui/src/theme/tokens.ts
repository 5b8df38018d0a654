/**
 * Raw design tokens. Only the theme files read these; components read the CSS variables of
 * `contract.css.ts`, so a user's accessibility settings can override any value at runtime.
 */

/** Colour roles. Every `text`-like role is checked against its surfaces in theme.test.ts. */
export type ColorRoles = {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  primarySoft: string;
  onPrimary: string;
  accent: string;
  accentSoft: string;
  border: string;
  borderStrong: string;
  focusRing: string;
  danger: string;
  dangerSurface: string;
  onDanger: string;
  success: string;
  successSurface: string;
  info: string;
  infoSurface: string;
  link: string;
  linkHover: string;
  /** Dims the page behind a modal dialog or drawer. */
  backdrop: string;
};

/** Warm off-white and blue-grey ink: no pure white or black, to cut glare for dyslexic readers. */
export const lightColors: ColorRoles = {
  background: '#F5F3EE',
  surface: '#FDFCF9',
  surfaceRaised: '#FFFEFC',
  surfaceSunken: '#ECE9E2',
  text: '#1F2A33',
  textMuted: '#4D5964',
  primary: '#1E5F74',
  primaryHover: '#174B5C',
  primarySoft: '#E3EEF1',
  onPrimary: '#FDFCF9',
  accent: '#7B4C9E',
  accentSoft: '#EFE8F5',
  border: '#DDD8CE',
  borderStrong: '#7A7F85',
  focusRing: '#1B57C4',
  danger: '#A8322B',
  dangerSurface: '#FBEDEB',
  onDanger: '#FDFCF9',
  success: '#226B3F',
  successSurface: '#E8F4EC',
  info: '#1E5F74',
  infoSurface: '#E6F1F4',
  link: '#1D5EA8',
  linkHover: '#17497F',
  backdrop: 'rgb(31 42 51 / 0.55)',
};

/** Designed for the dark, not inverted: grey steps for depth, desaturated accents, off-white ink. */
export const darkColors: ColorRoles = {
  background: '#161B21',
  surface: '#1E242B',
  surfaceRaised: '#262D35',
  surfaceSunken: '#12161B',
  text: '#E9E6E0',
  textMuted: '#B3B8BE',
  primary: '#8CCBDB',
  primaryHover: '#A9D9E5',
  primarySoft: '#21363D',
  onPrimary: '#10262D',
  accent: '#C9A8E3',
  accentSoft: '#2E2838',
  border: '#363F49',
  borderStrong: '#8A939D',
  focusRing: '#F2C94C',
  danger: '#F1A39D',
  dangerSurface: '#3A2325',
  onDanger: '#2A1211',
  success: '#94D3A8',
  successSurface: '#1F3327',
  info: '#8CCBDB',
  infoSurface: '#1D3038',
  link: '#9DC6F2',
  linkHover: '#BDD9F7',
  backdrop: 'rgb(8 10 13 / 0.7)',
};

export type Shadows = {
  sm: string;
  md: string;
  lg: string;
};

export const lightShadows: Shadows = {
  sm: '0 1px 2px rgb(31 42 51 / 0.06), 0 1px 3px rgb(31 42 51 / 0.08)',
  md: '0 2px 4px rgb(31 42 51 / 0.05), 0 6px 16px rgb(31 42 51 / 0.08)',
  lg: '0 4px 8px rgb(31 42 51 / 0.06), 0 16px 40px rgb(31 42 51 / 0.12)',
};

export const darkShadows: Shadows = {
  sm: '0 1px 2px rgb(0 0 0 / 0.3)',
  md: '0 2px 6px rgb(0 0 0 / 0.35), 0 8px 20px rgb(0 0 0 / 0.25)',
  lg: '0 6px 12px rgb(0 0 0 / 0.4), 0 18px 44px rgb(0 0 0 / 0.35)',
};

/** Rem-based so that the browser's text-size setting scales spacing along with text. */
export const baseTokens = {
  /** 4 px grid: `space['4']` is 16 px. */
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.25rem',
    '6': '1.5rem',
    '8': '2rem',
    '10': '2.5rem',
    '12': '3rem',
    '16': '4rem',
    '20': '5rem',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    /** Step-reader text: 14 px plus the learner's text-size setting (accessibility.ts overrides it). */
    reading: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '2.75rem',
  },
  lineHeight: {
    tight: '1.25',
    snug: '1.35',
    normal: '1.5',
    relaxed: '1.65',
  },
  /**
   * The learner's text spacing (theme/text-spacing.ts overrides these): space added between letters
   * and words, and below each paragraph. None by default.
   */
  textSpacing: {
    letter: '0em',
    word: '0em',
    paragraph: '0em',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  radius: {
    sm: '0.375rem',
    md: '0.5rem',
    lg: '0.75rem',
    pill: '999px',
  },
  borderWidth: {
    thin: '1px',
    thick: '2px',
  },
  focus: {
    width: '3px',
    offset: '2px',
  },
  underline: {
    offset: '0.2em',
    thickness: '0.08em',
    hoverThickness: '0.14em',
  },
  z: {
    base: '0',
    raised: '1',
    sticky: '100',
    drawer: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
    tooltip: '600',
  },
  size: {
    /** WCAG 2.5.8 asks for 24 px; primary controls get the comfortable 44 px. */
    targetMin: '1.5rem',
    target: '2.75rem',
    icon: '1.25rem',
    /** Readable line length for paragraphs (our design rules: at most 70 characters). */
    measure: '70ch',
    formWidth: '30rem',
    contentWidth: '50rem',
    pageWidth: '72rem',
    drawer: '22rem',
    toast: '24rem',
    tooltip: '18rem',
    popoverMin: '12rem',
    swatch: '2.75rem',
    sliderTrack: '0.375rem',
    sliderThumb: '1.5rem',
    stepMarker: '2rem',
    tableCheckbox: '1.25rem',
    hairline: '1px',
  },
  /** Dialog widths (LIM-16): notes 386 px and achievements 768 px; full width when narrower. */
  dialog: {
    sm: '25rem',
    md: '36rem',
    notes: '386px',
    achievements: '768px',
    lg: '60rem',
  },
  avatar: {
    sm: '2rem',
    md: '2.5rem',
    lg: '4rem',
    xl: '6rem',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} as const;

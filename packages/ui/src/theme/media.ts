/** Layout breakpoints of LIM-1 (mirrors contracts' BREAKPOINTS; ui cannot import contracts). */
export const breakpoints = {
  xs: 375,
  sm: 480,
  md: 600,
  journal: 680,
  tablet: 768,
  lg: 900,
  drawer: 1024,
  xl: 1180,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Media queries for vanilla-extract's `@media` keys. */
export const media = {
  /** Width of at least the breakpoint. */
  atLeast: (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`,
  /** Width strictly above the breakpoint (SHL-4's "wider than 1024 px"). */
  above: (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp] + 1}px)`,
  /** Width at or below the breakpoint (SHL-1's "1024 px or less"). */
  atMost: (bp: Breakpoint): string => `screen and (max-width: ${breakpoints[bp]}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  forcedColors: '(forced-colors: active)',
  /** A pointer that can hover (a mouse), not a touch screen where `:hover` sticks after a tap. */
  hover: '(hover: hover)',
} as const;

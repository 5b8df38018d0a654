/**
 * What the accessibility spec (tests/e2e/specs/axe.spec.ts and keyboard-journeys.spec.ts) checks,
 * in which settings, and what is known to fail. The spec runs exactly these checks (each id has
 * one implementation there, a typed record) and the accessibility statement is written from this
 * list, so the two cannot drift apart. Plain data: no zod.
 */

/** The colour settings a page is checked in. */
export interface CheckedColours {
  id: 'theme' | 'aqua' | 'yellow-on-black';
  /** How the statement names it. */
  name: string;
  /** The accessibility panel's preset (its radio's name); null for the theme's own colours. */
  preset: string | null;
  background: string | null;
  text: string | null;
}

export const CHECKED_THEMES = ['light', 'dark'] as const;
export type CheckedTheme = (typeof CHECKED_THEMES)[number];

/**
 * The theme's own colours and two of the panel's 15 presets: the one with the lowest contrast
 * (Aqua, 11.1:1; packages/ui's colour-presets test keeps that true) and yellow on black.
 */
export const CHECKED_COLOURS: readonly CheckedColours[] = [
  { id: 'theme', name: 'the theme’s own colours', preset: null, background: null, text: null },
  {
    id: 'aqua',
    name: 'Aqua (the lowest-contrast preset)',
    preset: 'Aqua',
    background: '#D8F2F2',
    text: '#123636',
  },
  {
    id: 'yellow-on-black',
    name: 'Yellow on black',
    preset: 'Yellow on black',
    background: '#1A1A17',
    text: '#F5E663',
  },
];

/** A 1280 × 1024 screen at 400 % zoom is a 320 × 256 CSS-pixel window. */
export const CHECKED_VIEWPORTS = [
  { id: 'desktop', name: '1280 pixels wide', width: 1280, height: 900 },
  { id: 'zoomed', name: '320 pixels wide (1280 at 400% zoom)', width: 320, height: 256 },
] as const;
export type CheckedViewport = (typeof CHECKED_VIEWPORTS)[number];

export type AccessibilityCheckId =
  | 'axe'
  | 'reflow'
  | 'text-spacing'
  | 'forced-colours'
  | 'focus-not-obscured'
  | 'reduced-motion'
  | 'keyboard-journeys';

export interface AccessibilityCheck {
  id: AccessibilityCheckId;
  /** The WCAG 2.2 success criteria it stands for. */
  criteria: string;
  /** One sentence for the statement: what was checked and how. */
  checks: string;
}

/**
 * The journeys tests/e2e/specs/keyboard-journeys.spec.ts walks with the keyboard alone, each from
 * the sign-in form (or /auth) to its end: one test per journey, titled with its name (the spec's
 * journeys are a typed record by id, so a journey listed here cannot go unwalked). The statement's
 * 'keyboard-journeys' check lists them by name.
 */
export const KEYBOARD_JOURNEYS = [
  { id: 'licence-and-onboarding', name: 'a licence sign-up and onboarding' },
  { id: 'chapter-with-video', name: 'a chapter with its video' },
  { id: 'note', name: 'a note' },
  { id: 'journal-entry', name: 'a journal entry' },
  { id: 'study-tools', name: 'the study tools' },
  { id: 'support-message', name: 'a support message' },
  { id: 'custom-colours', name: 'a custom colour pair' },
  { id: 'offline-note', name: 'a note written offline and sent on reconnecting' },
  { id: 'my-data', name: 'downloading my data and deleting my account' },
] as const satisfies readonly { id: string; name: string }[];
export type KeyboardJourneyId = (typeof KEYBOARD_JOURNEYS)[number]['id'];

/** 'a, b and c'. */
const inWords = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const ACCESSIBILITY_CHECKS: readonly AccessibilityCheck[] = [
  {
    id: 'axe',
    criteria: 'WCAG 2.2 A and AA, including 2.5.8 Target Size (Minimum)',
    checks:
      'every page, dialog, menu and error state with the axe-core checker, in light and dark themes, with the theme’s own colours, Aqua (the lowest-contrast colour pair) and yellow on black, at 1280 pixels wide and at 320 pixels wide',
  },
  {
    id: 'reflow',
    criteria: '1.4.10 Reflow',
    checks: 'that no page scrolls sideways at 320 pixels wide, the same as 1280 pixels at 400% zoom',
  },
  {
    id: 'text-spacing',
    criteria: '1.4.12 Text Spacing',
    checks:
      'that no text is cut off when line height is 1.5, paragraph spacing 2 em, letter spacing 0.12 em and word spacing 0.16 em',
  },
  {
    id: 'forced-colours',
    criteria: '1.4.11 Non-text Contrast and 2.4.7 Focus Visible in Windows high-contrast mode',
    checks:
      'that with forced colours (Windows high contrast) every control keeps its edge and focus ring, icons stay visible and a selected item is not shown by its background alone',
  },
  {
    id: 'focus-not-obscured',
    criteria: '2.4.11 Focus Not Obscured (Minimum)',
    checks:
      'that moving through each page with the Tab key never hides the focused item under the top bar, a message or the menu',
  },
  {
    id: 'reduced-motion',
    criteria: '2.3.3 Animation from Interactions',
    checks:
      'that when reduced motion is asked for, nothing moves for longer than 0.2 seconds and the breathing exercise is a still guide',
  },
  {
    id: 'keyboard-journeys',
    criteria: '2.1.1 Keyboard',
    checks: `with a keyboard only, from signing in to done: ${inWords(KEYBOARD_JOURNEYS.map((journey) => journey.name))}`,
  },
];

/** What is known to fail, with why; the statement lists each, the spec exempts nothing else. */
export interface KnownAccessibilityFailure {
  criteria: string;
  /** A few words for the statement's short list. */
  summary: string;
  /** What fails, why, and what we plan. */
  what: string;
}

export const KNOWN_ACCESSIBILITY_FAILURES: readonly KnownAccessibilityFailure[] = [
  {
    criteria: '1.2.3 Audio Description or Media Alternative and 1.2.5 Audio Description',
    summary:
      'the guided tour on the dashboard and the reflective journal’s introduction video have subtitles but no separate transcript yet',
    what: 'The guided tour on the dashboard and the reflective journal’s introduction video have captions but no transcript or audio description. Most of what they show is also said aloud, and we plan to add transcripts, as the other videos have.',
  },
  {
    criteria: '3.3.1 Error Identification',
    summary: 'if sending the contact form fails, the page does not say so',
    what: 'When the contact form on the home page cannot be sent, no message is shown, so a visitor may not know to try again. What they typed stays in the form. We plan to fix this.',
  },
];

/** Page × setting combinations: how many settings a signed-in page is checked in. */
export const SETTINGS_PER_SIGNED_IN_PAGE =
  CHECKED_THEMES.length * CHECKED_COLOURS.length * CHECKED_VIEWPORTS.length;
/** A guest keeps colour pairs in the browser until they sign in: checked in as many settings. */
export const SETTINGS_PER_GUEST_PAGE = SETTINGS_PER_SIGNED_IN_PAGE;

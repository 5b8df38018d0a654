/**
 * Our own drawings for the helpline cards (SUP-4): simple, calm line pictures, decorative only
 * (the card's title names the service), so they are hidden from assistive technology.
 */
import type { ReactNode } from 'react';

function Drawing({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="56"
      height="56"
      viewBox="0 0 56 56"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A medical cross in a rounded square: the NHS line. */
const Cross = () => (
  <Drawing>
    <rect x="6" y="6" width="44" height="44" rx="10" />
    <path d="M28 16v24M16 28h24" />
  </Drawing>
);

/** Two speech bubbles: someone listening. */
const Listening = () => (
  <Drawing>
    <path d="M8 12h26a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H18l-8 7v-7H8a4 4 0 0 1-4-4V16a4 4 0 0 1 4-4Z" />
    <path d="M42 22h6a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4h-2v6l-7-6H30a4 4 0 0 1-4-4v-2" />
  </Drawing>
);

/** A phone with a small heart: a helpline for young people. */
const PhoneHeart = () => (
  <Drawing>
    <rect x="16" y="4" width="24" height="48" rx="5" />
    <path d="M24 46h8" />
    <path d="M28 33s-8-4.5-8-10a4.2 4.2 0 0 1 8-1.8 4.2 4.2 0 0 1 8 1.8c0 5.5-8 10-8 10Z" />
  </Drawing>
);

/** A crescent moon and stars: a student line through the night. */
const Moon = () => (
  <Drawing>
    <path d="M36 8a20 20 0 1 0 12 30A16 16 0 0 1 36 8Z" />
    <path d="M44 10v6M41 13h6M14 12v4M12 14h4" />
  </Drawing>
);

export const HELPLINE_ICONS: Record<string, () => ReactNode> = {
  'nhs-111': Cross,
  samaritans: Listening,
  'the-mix': PhoneHeart,
  nightline: Moon,
};

import type { ReactNode } from 'react';

/** A decorative line drawing of ours (the text beside it says everything), hidden from assistive technology. */
export function Drawing({ children, size = 96 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 96 96"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

import { vars } from '@studyflow/ui/theme/contract.css';

/** The Studyflow mark: a soft rounded square with a flowing S. Decorative; the name is beside it. */
export function Logo({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9 20.5c2.5 2 5 2.5 7.5 2.5 3.5 0 6-1.7 6-4.4 0-5.6-12.6-3.2-12.6-8.3 0-2 2-3.3 5-3.3 2 0 4 .6 5.6 1.7"
        fill="none"
        stroke={vars.color.surface}
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

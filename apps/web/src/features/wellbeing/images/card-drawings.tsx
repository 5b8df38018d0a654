import { Drawing } from './drawing';

/** Our own drawings for the hub's cards (WEL-1); the support contacts carry emblems (emblem.tsx). */
export const CARD_DRAWINGS: Record<string, () => React.ReactNode> = {
  calm: () => (
    <Drawing>
      <path d="M12 60c12-8 24-8 36 0s24 8 36 0M12 74c12-8 24-8 36 0s24 8 36 0" />
      <circle cx="48" cy="32" r="14" />
    </Drawing>
  ),
  student_minds: () => (
    <Drawing>
      <path d="M48 80S16 62 16 38a16 16 0 0 1 32-4 16 16 0 0 1 32 4c0 24-32 42-32 42Z" />
      <path d="M36 44h8l4-8 6 16 4-8h6" />
    </Drawing>
  ),
  desk_stretches_for_students: () => (
    <Drawing>
      <circle cx="48" cy="18" r="8" />
      <path d="M48 26v30M48 32 36 8M48 32l12-24M48 56l-10 18M48 56l10 18M20 84h56" />
    </Drawing>
  ),
  support_contacts: () => (
    <Drawing>
      <path d="M22 16h16l6 16-10 6a40 40 0 0 0 24 24l6-10 16 6v16a6 6 0 0 1-6 6C42 80 16 54 16 22a6 6 0 0 1 6-6Z" />
    </Drawing>
  ),
};

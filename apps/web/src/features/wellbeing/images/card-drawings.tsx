import { Drawing } from './drawing';

/** Our own drawings for the hub's cards and the support contacts (WEL-1, WEL-7). */
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
  nightline: () => (
    <Drawing>
      <path d="M62 14a34 34 0 1 0 20 50A28 28 0 0 1 62 14Z" />
    </Drawing>
  ),
  papyrus: () => (
    <Drawing>
      <path d="M48 84V44M48 44c-16 0-24-10-24-26 16 0 24 10 24 26ZM48 56c12 0 20-8 20-20-12 0-20 8-20 20Z" />
    </Drawing>
  ),
  shout: () => (
    <Drawing>
      <rect x="14" y="18" width="68" height="46" rx="10" />
      <path d="M30 64v16l16-16M30 36h36M30 48h24" />
    </Drawing>
  ),
  signhealth: () => (
    <Drawing>
      <path d="M34 84V50l-10-14a5 5 0 0 1 8-6l8 10V18a5 5 0 0 1 10 0v22-26a5 5 0 0 1 10 0v26-20a5 5 0 0 1 10 0v34c0 16-8 30-22 30" />
    </Drawing>
  ),
};

import type { User } from '@studyflow/contracts/user';
import { useAchievementToasts } from '../../features/achievements/use-achievement-toasts';
import { useSendQueuedNotes } from '../../features/notes/use-send-queued-notes';
import { ShellDialogs } from './shell-dialogs';

/**
 * What the frame adds for a signed-in learner besides what shows: the toasts for newly earned
 * badges (BDG-4), the sending of notes written offline, and the shell's dialogs. The shell loads it lazily with the signed-in chrome, so
 * guest pages never download it.
 */
export function SignedInExtras({ user }: { user: User }) {
  useAchievementToasts(user);
  // Notes written offline go to the server when the connection returns, and at start.
  useSendQueuedNotes();
  return <ShellDialogs />;
}

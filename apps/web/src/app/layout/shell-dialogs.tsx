import { type ComponentType, lazy, Suspense, useDeferredValue } from 'react';
import { type ShellDialog, useOpenDialog } from '../../lib/shell/dialogs';

function dialog<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** Each dialog is its own chunk, loaded the first time it opens: none is needed for the first paint. */
const DIALOGS: Record<ShellDialog, ComponentType> = {
  notes: dialog(() => import('../../features/notes/components/notes-dialog'), 'NotesDialog'),
  achievements: dialog(
    () => import('../../features/achievements/components/achievements-dialog'),
    'AchievementsDialog',
  ),
  accessibility: dialog(
    () => import('../../features/accessibility/components/accessibility-panel'),
    'AccessibilityPanel',
  ),
  avatar: dialog(() => import('../../features/avatar/components/avatar-modal'), 'AvatarModal'),
  studyTools: dialog(
    () => import('../../features/study-tools/components/study-tools-dialog'),
    'StudyToolsDialog',
  ),
};

/**
 * Which dialog to draw, given the one asked for (`open`) and React's deferred copy of it. Opening
 * waits for the deferred render: the press is painted first (the pressed button; a frame later the
 * dialog with its code), so a slow device answers the press at once (INP). Closing is at once, so
 * focus never stays trapped in a dialog the learner has left. The deferred copy can lag by more than
 * one change (Notes closed, then Achievements pressed before the deferred render of the close): a
 * dialog is drawn only once the copy has caught up with it, never the stale one it still holds.
 */
export function shownDialog(open: ShellDialog | null, deferred: ShellDialog | null): ShellDialog | null {
  return open !== null && deferred === open ? open : null;
}

/**
 * The shell's dialogs (SHL-6: notes, achievements, the accessibility panel; and the avatar
 * modal, PRF-3), opened by name from anywhere through lib/shell/dialogs.
 */
export function ShellDialogs() {
  const open = useOpenDialog();
  const showing = shownDialog(open, useDeferredValue(open));
  const Dialog = showing ? DIALOGS[showing] : null;
  return <Suspense fallback={null}>{Dialog ? <Dialog /> : null}</Suspense>;
}

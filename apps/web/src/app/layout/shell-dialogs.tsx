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
 * The shell's dialogs (SHL-6: notes, achievements, the accessibility panel; and the avatar
 * modal, PRF-3), opened by name from anywhere through lib/shell/dialogs.
 */
export function ShellDialogs() {
  const open = useOpenDialog();
  // Opening waits for a deferred render: the press is painted first (the pressed button, a frame
  // later the dialog with its code), so a slow device answers the press at once (INP). Closing is
  // at once, so focus never stays trapped in a dialog the learner has left.
  const deferred = useDeferredValue(open);
  const showing = open === null ? null : deferred;
  const Dialog = showing ? DIALOGS[showing] : null;
  return <Suspense fallback={null}>{Dialog ? <Dialog /> : null}</Suspense>;
}

import { snackbar, toasts } from '@studyflow/ui/toast';

/** The avatar error toasts on screen, so they go once the problem they describe is gone. */
const shown = new Set<string>();

/** The error toast of PRF-5, remembered so a later good file can take it away. */
export function showAvatarError(message: string): void {
  shown.add(snackbar(message));
}

/**
 * A file was accepted or an upload succeeded: an error about an earlier file is no longer true, and
 * leaving it on screen beside the new image would say something failed when nothing did.
 */
export function clearAvatarErrors(): void {
  for (const key of shown) toasts.close(key);
  shown.clear();
}

import { DEFAULT_ERROR_MESSAGE, TOAST_ERROR_TITLE } from '@studyflow/contracts/error-catalogue';
import { snackbar } from '@studyflow/ui/toast';
import { toAppError } from './errors';

/**
 * ERR-8 / SHL-10: a failure shown as a toast, "Something went wrong..." with the server's msg (or
 * the default text), for actions whose failure must not take the learner off the page they are
 * reading (a step's favourite, a note, the favourites list: ERR-21).
 */
export function showErrorToast(error: unknown): void {
  const { status, msg } = toAppError(error);
  if (status === null || status >= 500) console.error('Request failed', error);
  snackbar(TOAST_ERROR_TITLE, msg ?? DEFAULT_ERROR_MESSAGE);
}

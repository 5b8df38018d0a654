// Allowed: a circle closed by an `import type` is erased before run time.
import type { ToastHistory } from './toast-history';

export interface Toast {
  text: string;
  history?: ToastHistory;
}

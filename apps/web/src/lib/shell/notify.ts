import { LIMITS } from '@studyflow/contracts/limits';
import { toasts } from '@studyflow/ui/toast';

/**
 * The notification bar (SHL-9): a short confirmation such as 'Software has been saved.' that
 * hides after 3 seconds. It is polite (a status, not an alert) and pauses while hovered or focused,
 * as React Aria's toast queue does, so nobody loses it while reading.
 */
export function notify(message: string): void {
  toasts.add({ title: message, variant: 'success' }, { timeout: LIMITS.notificationHideMs });
}

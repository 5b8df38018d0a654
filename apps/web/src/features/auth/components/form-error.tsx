import { Alert } from '@studyflow/ui/alert';
import { SafeMessage } from '../../../lib/html/safe-html';

/** The general error under a form: server text in red, a link in it kept as a (sanitised) link. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert variant="error">
      <SafeMessage text={message} />
    </Alert>
  );
}

import { Link } from '@studyflow/ui/link';
import { text } from '@studyflow/ui/styles/text.css';
import { useLocalMailboxUrl } from '../../../lib/edition/edition';
import { useAuthCopy } from '../copy';

/** Only when the BFF names a local mailbox (never in production): lets a local trial click its mail. */
export function MailboxLink() {
  const url = useLocalMailboxUrl();
  const { mailbox } = useAuthCopy();
  if (url === null) return null;
  return (
    <p className={text({ size: 'sm', tone: 'muted' })}>
      {mailbox.note}{' '}
      <Link href={url} target="_blank">
        {mailbox.link}
      </Link>
    </p>
  );
}

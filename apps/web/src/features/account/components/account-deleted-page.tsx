import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { routes } from '../../../config/paths';
import { contentColumn } from '../../../lib/components/layout.css';
import { PageHeading } from '../../../lib/components/page';
import { useAccountCopy } from '../copy';

/** /account-deleted: where a learner lands, signed out, once their account is deleted. */
export function AccountDeletedPage() {
  const copy = useAccountCopy();
  return (
    <Stack gap="5" className={contentColumn}>
      <PageHeading>{copy.deletedTitle}</PageHeading>
      <p className={text({ size: 'lg' })}>{copy.deletedText}</p>
      <div>
        <Link href={routes.home.href()} variant="standalone">
          {copy.backHome}
        </Link>
      </div>
    </Stack>
  );
}

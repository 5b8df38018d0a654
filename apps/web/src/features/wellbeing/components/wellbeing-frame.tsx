import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import type { ReactNode } from 'react';
import { routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { useWellbeingCopy } from '../copy';

/** A wellbeing sub page (WEL-2): the back link to /wellbeing, the heading, an intro, the content. */
export function WellbeingFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  const copy = useWellbeingCopy();
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Link href={routes.wellbeing.href()} variant="standalone">
          <span aria-hidden="true">← </span>
          {copy.backToWellbeing}
        </Link>
        <PageHeading>{title}</PageHeading>
        {typeof intro === 'string' ? <p className={text({ size: 'lg' })}>{intro}</p> : intro}
      </Stack>
      {children}
    </Stack>
  );
}

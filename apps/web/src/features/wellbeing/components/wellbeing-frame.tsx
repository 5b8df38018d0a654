import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { type ReactNode, useRef } from 'react';
import { routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { ReadingTools } from '../../../lib/reading/reading-tools';
import { useWellbeingCopy } from '../copy';

/**
 * A wellbeing sub page (WEL-2): the back link to /wellbeing, the heading, read aloud (of everything
 * but the back link), an intro, the content.
 */
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
  const readRef = useRef<HTMLElement>(null);
  return (
    <Stack gap="6" ref={readRef}>
      <Stack gap="3">
        <Link href={routes.wellbeing.href()} variant="standalone" data-read-aloud-skip>
          <span aria-hidden="true">← </span>
          {copy.backToWellbeing}
        </Link>
        <PageHeading>{title}</PageHeading>
        <ReadingTools target={readRef} />
        {typeof intro === 'string' ? <p className={text({ size: 'lg' })}>{intro}</p> : intro}
      </Stack>
      {children}
    </Stack>
  );
}

import { Card } from '@studyflow/ui/card';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import type { ReactNode } from 'react';
import { useWellbeingCopy } from '../copy';
import * as styles from './wellbeing.css';

export interface Detail {
  term: string;
  value: ReactNode;
}

/**
 * A card that opens an external page in a new tab (WEL-7, WEL-8): the link names the service and
 * says it opens a new tab; the rest of the card is plain text beside it.
 */
export function ExternalCard({
  id,
  title,
  body,
  href,
  drawing,
  details = [],
}: {
  id: string;
  title: string;
  body: string;
  href: string;
  drawing?: ReactNode;
  details?: readonly Detail[];
}) {
  const copy = useWellbeingCopy();
  const titleId = `card-${id}`;
  return (
    <Card elementType="li" aria-labelledby={titleId}>
      <Stack gap="3">
        {drawing ? <span className={styles.drawing}>{drawing}</span> : null}
        <h3 id={titleId} className={heading({ level: 3 })}>
          {title}
        </h3>
        <p className={text()}>{body}</p>
        {details.length > 0 ? (
          <dl className={styles.details}>
            {details.map((detail) => (
              <div key={detail.term}>
                <dt className={styles.term}>{detail.term}</dt>
                <dd className={styles.value}>{detail.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <Link href={href} target="_blank" newTabLabel={copy.newTab} variant="standalone">
          {copy.contacts.visit(title)}
        </Link>
      </Stack>
    </Card>
  );
}

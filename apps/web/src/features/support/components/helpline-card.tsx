import { Card } from '@studyflow/ui/card';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { type Helpline, useSupportCopy } from '../copy';
import { HELPLINE_ICONS } from '../images/helpline-icons';
import * as styles from './support.css';

/** SUP-4: one helpline with whichever of phone, email, web and video call it has. */
export function HelplineCard({ helpline }: { helpline: Helpline }) {
  const copy = useSupportCopy();
  const Picture = HELPLINE_ICONS[helpline.id];
  const titleId = `helpline-${helpline.id}`;
  return (
    <Card elementType="li" aria-labelledby={titleId}>
      <Stack gap="3">
        {Picture ? (
          <span className={styles.icon}>
            <Picture />
          </span>
        ) : null}
        <h3 id={titleId} className={heading({ level: 3 })}>
          {helpline.title}
        </h3>
        <p className={text()}>{helpline.content}</p>
        <dl className={styles.details}>
          {helpline.hours ? (
            <>
              <dt className={styles.term}>{copy.hours}</dt>
              <dd className={styles.value}>{helpline.hours}</dd>
            </>
          ) : null}
          {helpline.phone ? (
            <>
              <dt className={styles.term}>{copy.phone}</dt>
              <dd className={styles.value}>
                <Link href={`tel:${helpline.phone.replace(/\s/g, '')}`}>{helpline.phone}</Link>
              </dd>
            </>
          ) : null}
          {helpline.email ? (
            <>
              <dt className={styles.term}>{copy.email}</dt>
              <dd className={styles.value}>
                <Link href={`mailto:${helpline.email}`}>{helpline.email}</Link>
              </dd>
            </>
          ) : null}
          {helpline.videoCall ? (
            <>
              <dt className={styles.term}>{copy.videoCall}</dt>
              <dd className={styles.value}>
                <Link href={helpline.videoCall} target="_blank" newTabLabel={copy.newTab}>
                  {`${helpline.title} video call`}
                </Link>
              </dd>
            </>
          ) : null}
          {helpline.web ? (
            <>
              <dt className={styles.term}>{copy.web}</dt>
              <dd className={styles.value}>
                <Link href={helpline.web} target="_blank" newTabLabel={copy.newTab}>
                  {`${helpline.title} website`}
                </Link>
              </dd>
            </>
          ) : null}
        </dl>
      </Stack>
    </Card>
  );
}

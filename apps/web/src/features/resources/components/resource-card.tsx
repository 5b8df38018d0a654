import { isPdfLink, type ResourceSoftware } from '@studyflow/contracts/resources';
import { Button } from '@studyflow/ui/button';
import { Card } from '@studyflow/ui/card';
import { Cluster } from '@studyflow/ui/cluster';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { useId } from 'react';
import { useResourcesCopy } from '../copy';
import { NewTabIcon, PdfIcon, PlayIcon } from './resource-icons';
import * as styles from './resources.css';

/** PUB-11: icon, name, group and the links the server gave (video, website, justification guide). */
export function ResourceCard({
  software,
  onPlay,
}: {
  software: ResourceSoftware;
  onPlay: (software: ResourceSoftware) => void;
}) {
  const copy = useResourcesCopy();
  const nameId = useId();
  const { guide, website } = software;
  return (
    <Card elementType="li" aria-labelledby={nameId}>
      <Stack gap="4">
        <Cluster gap="3" align="center" wrap={false}>
          {software.image ? <img src={software.image} alt="" className={styles.icon} /> : null}
          <Stack gap="1">
            <h2 id={nameId} className={styles.name}>
              {software.name}
            </h2>
            {software.group ? <p className={text({ size: 'sm', tone: 'muted' })}>{software.group}</p> : null}
          </Stack>
        </Cluster>
        <Stack as="ul" gap="2" align="start">
          {software.video ? (
            <li>
              <Button
                size="sm"
                variant="secondary"
                aria-label={copy.productVideoOf(software.name)}
                onPress={() => onPlay(software)}
              >
                <PlayIcon />
                {copy.productVideo}
              </Button>
            </li>
          ) : null}
          {website ? (
            <li>
              <Link href={website} target="_blank" newTabLabel={copy.newTab}>
                <span className={styles.linkLabel}>
                  {copy.visitWebsite}
                  <NewTabIcon />
                </span>
              </Link>
            </li>
          ) : null}
          {guide ? (
            <li>
              <Link href={guide} target="_blank" newTabLabel={copy.newTab}>
                <span className={styles.linkLabel}>
                  {isPdfLink(guide) ? <PdfIcon data-testid="pdf-icon" /> : null}
                  {copy.justificationGuide}
                  {isPdfLink(guide) ? ` (${copy.pdf})` : null}
                  <NewTabIcon />
                </span>
              </Link>
            </li>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}

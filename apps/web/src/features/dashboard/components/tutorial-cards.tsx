import type { Software } from '@studyflow/contracts/software';
import type { Tutorials } from '@studyflow/contracts/tutorials';
import { ButtonLink } from '@studyflow/ui/button-link';
import { Link } from '@studyflow/ui/link';
import { Skeleton } from '@studyflow/ui/skeleton';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { tutorialFor } from '../../../lib/learning/tutorials';
import { useDashboardCopy } from '../copy';
import * as styles from './dashboard.css';

interface CardProps {
  software: Software;
  /** Undefined while they load. */
  tutorials: Tutorials | undefined;
}

/** DSH-1: the product's Essentials, started from their first step. */
export function EssentialsCard({ software, tutorials }: CardProps) {
  const copy = useDashboardCopy();
  const { essentials } = tutorialFor(tutorials, software.slug);
  const first = essentials[0];
  return (
    <Stack gap="3" className={styles.tutorialCard}>
      <h3 className={heading({ level: 3 })}>{copy.essentials}</h3>
      {tutorials === undefined ? (
        <Skeleton />
      ) : first ? (
        <>
          <p className={styles.description}>{copy.essentialsIntro(software.name, essentials.length)}</p>
          <div>
            <ButtonLink href={first.href}>{copy.startEssentials(software.name)}</ButtonLink>
          </div>
        </>
      ) : (
        <p className={styles.description}>{copy.noEssentials(software.name)}</p>
      )}
    </Stack>
  );
}

/** DSH-1: the study strategies that use the product, one link per chapter to its first strategy. */
export function StrategiesCard({ software, tutorials }: CardProps) {
  const copy = useDashboardCopy();
  const { strategies } = tutorialFor(tutorials, software.slug);
  return (
    <Stack gap="3" className={styles.tutorialCard}>
      <h3 className={heading({ level: 3 })}>{copy.strategies}</h3>
      {tutorials === undefined ? (
        <Skeleton />
      ) : strategies.length > 0 ? (
        <>
          <p className={styles.description}>{copy.strategiesIntro(software.name)}</p>
          <Stack as="ul" gap="1" aria-label={copy.strategiesLabel(software.name)}>
            {strategies.flatMap(({ chapterName, links: [first] }) =>
              first ? (
                <li key={chapterName}>
                  <Link href={first.href} variant="standalone">
                    {chapterName}
                  </Link>
                </li>
              ) : (
                []
              ),
            )}
          </Stack>
        </>
      ) : (
        <p className={styles.description}>{copy.noStrategies(software.name)}</p>
      )}
    </Stack>
  );
}

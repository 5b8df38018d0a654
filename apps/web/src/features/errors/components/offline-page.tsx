import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { useEffect, useState } from 'react';
import { routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { type KeptStep, readKeptSteps } from '../../../lib/offline/kept-offline';
import { errorsCopy as copy } from '../copy';
import * as styles from './error-pages.css';

/**
 * Offline, where the page's data was never kept (and at an offline start with no kept session
 * check): says so calmly and links to what this device keeps to read, the steps opened, the
 * favourites and the notes (docs/decisions.md, "Offline learning"). Each link loads its page afresh,
 * so it opens from what the worker kept even where the app itself could not start.
 */
export function OfflinePage() {
  const [steps, setSteps] = useState<KeptStep[] | null>(null);
  useEffect(() => {
    let current = true;
    readKeptSteps().then(
      (kept) => {
        if (current) setSteps(kept);
      },
      () => {
        if (current) setSteps([]);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Stack gap="5" align="center" className={styles.page}>
      <PageHeading title={copy.offlineHeading}>{copy.offlineHeading}</PageHeading>
      <p className={text({ size: 'lg', tone: 'muted' })}>{copy.offlineText}</p>
      <Stack as="section" gap="3" aria-labelledby="offline-kept">
        <h2 id="offline-kept" className={heading({ level: 2 })}>
          {copy.offlineKeptHeading}
        </h2>
        {steps !== null && steps.length > 0 ? (
          <Stack as="ul" gap="2" aria-label={copy.offlineStepsLabel} className={styles.list}>
            {steps.map((step) => (
              <li key={`${step.flowSlug}/${step.learningModuleSlug}/${step.chapterSlug}/${step.stepSlug}`}>
                <Link href={routes.step.href(step)} reloadDocument>
                  {step.name ?? copy.offlineUnnamedStep(step.stepSlug)}
                </Link>
              </li>
            ))}
          </Stack>
        ) : null}
        {steps !== null && steps.length === 0 ? <p>{copy.offlineNoSteps}</p> : null}
        <Stack as="ul" gap="2" className={styles.list}>
          <li>
            <Link href={routes.favourites.href()} reloadDocument>
              {copy.offlineFavourites}
            </Link>
          </li>
          <li>
            <Link href={routes.printNotes.href()} reloadDocument>
              {copy.offlineNotes}
            </Link>
          </li>
        </Stack>
      </Stack>
    </Stack>
  );
}

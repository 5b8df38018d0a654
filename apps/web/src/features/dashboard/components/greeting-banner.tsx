import { STORAGE_KEYS } from '@studyflow/contracts/storage';
import { Button } from '@studyflow/ui/button';
import { Spread } from '@studyflow/ui/spread';
import { Stack } from '@studyflow/ui/stack';
import { lazy, Suspense, useState } from 'react';
import { PlayIcon } from '../../../lib/components/app-icons';
import { PageHeading } from '../../../lib/components/page';
import { useCurrentUser } from '../../../lib/session/session';
import { storage } from '../../../lib/storage/storage';
import { useDashboardCopy } from '../copy';
import { firstLoginOf, greetingFor } from '../greeting';
import * as styles from './dashboard.css';

const GuidedTour = lazy(() => import('./guided-tour'));

/** "Hi Alex, let's begin..." or "…welcome back...", and the GUIDED TOUR video (DSH-2, DSH-3). */
export function GreetingBanner() {
  const copy = useDashboardCopy();
  const user = useCurrentUser();
  const [tourOpen, setTourOpen] = useState(false);
  const firstLogin = firstLoginOf(user?.badges, storage.get(STORAGE_KEYS.firstLogin));
  const isNew = greetingFor(firstLogin, new Date()) === 'begin';

  return (
    <Spread as="section" gap="5" align="center" className={styles.banner}>
      <Stack gap="2" className={styles.bannerText}>
        <PageHeading title={copy.pageTitle}>{copy.greeting(user?.firstName ?? '', isNew)}</PageHeading>
        <p className={styles.bannerIntro}>{copy.intro}</p>
      </Stack>
      <Button onPress={() => setTourOpen(true)} aria-haspopup="dialog">
        <PlayIcon />
        {copy.guidedTour}
      </Button>
      {tourOpen ? (
        <Suspense fallback={null}>
          <GuidedTour isOpen={tourOpen} onOpenChange={setTourOpen} />
        </Suspense>
      ) : null}
    </Spread>
  );
}

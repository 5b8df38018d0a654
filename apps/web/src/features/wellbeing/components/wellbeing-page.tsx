import { WELLBEINGS, type Wellbeing } from '@studyflow/contracts/wellbeing';
import { Button } from '@studyflow/ui/button';
import { Card } from '@studyflow/ui/card';
import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { useRef, useState } from 'react';
import { routes } from '../../../config/paths';
import { PageHeading } from '../../../lib/components/page';
import { ReadingTools } from '../../../lib/reading/reading-tools';
import { useCurrentUser } from '../../../lib/session/session';
import { useWellbeingCopy } from '../copy';
import { CARD_DRAWINGS } from '../images/card-drawings';
import { CalmModal } from './calm-modal';
import * as styles from './wellbeing.css';

const PAGES: Record<Exclude<Wellbeing, 'calm'>, () => string> = {
  student_minds: () => routes.studentMinds.href(),
  desk_stretches_for_students: () => routes.deskStretches.href(),
  support_contacts: () => routes.supportContacts.href(),
};

/** /wellbeing (WEL-1, WEL-2): one card per entry of the learner's wellbeings list, in a fixed order. */
export function WellbeingPage() {
  const copy = useWellbeingCopy();
  const user = useCurrentUser();
  const [calmOpen, setCalmOpen] = useState(false);
  const readRef = useRef<HTMLElement>(null);
  const held = new Set(user?.wellbeings ?? []);
  const shown = WELLBEINGS.filter((name) => held.has(name));
  return (
    <Stack gap="6" ref={readRef}>
      <Stack gap="3">
        <PageHeading>{copy.title}</PageHeading>
        <ReadingTools target={readRef} />
        <p className={text({ size: 'lg' })}>{copy.intro}</p>
      </Stack>
      <Tiles as="ul" minTileWidth="lg" gap="4">
        {shown.map((name) => {
          const card = copy.cards[name];
          const Picture = CARD_DRAWINGS[name];
          return (
            <Card key={name} elementType="li" aria-labelledby={`wellbeing-${name}`}>
              <Stack gap="3" align="start">
                {Picture ? (
                  <span className={styles.drawing}>
                    <Picture />
                  </span>
                ) : null}
                <h2 id={`wellbeing-${name}`} className={heading({ level: 3 })}>
                  {card.title}
                </h2>
                <p className={text()}>{card.text}</p>
                {name === 'calm' ? (
                  <Button onPress={() => setCalmOpen(true)}>{card.action}</Button>
                ) : (
                  <Link href={PAGES[name]()} variant="standalone">
                    {card.action}
                  </Link>
                )}
              </Stack>
            </Card>
          );
        })}
      </Tiles>
      {held.has('calm') ? <CalmModal isOpen={calmOpen} onOpenChange={setCalmOpen} /> : null}
    </Stack>
  );
}

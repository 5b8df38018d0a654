import { Card } from '@studyflow/ui/card';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { useWellbeingCopy } from '../copy';
import { STRETCH_DRAWINGS } from '../images/stretch-drawings';
import * as styles from './wellbeing.css';
import { WellbeingFrame } from './wellbeing-frame';

/** /wellbeing/desk-stretches (WEL-9): four groups, each with its drawing and numbered tips. */
export function DeskStretchesPage() {
  const copy = useWellbeingCopy();
  const s = copy.stretches;
  return (
    <WellbeingFrame title={s.title} intro={s.intro}>
      {s.groups.map((group) => {
        const Picture = STRETCH_DRAWINGS[group.id];
        return (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <Stack gap="4">
              <h2 id={`group-${group.id}`} className={heading({ level: 2 })}>
                {group.title}
              </h2>
              {Picture ? (
                <span className={styles.drawing}>
                  <Picture />
                </span>
              ) : null}
              <Tiles as="ul" minTileWidth="lg" gap="4">
                {group.stretches.map((stretch) => (
                  <Card key={stretch.name} elementType="li">
                    <Stack gap="2">
                      <h3 className={heading({ level: 3 })}>{stretch.name}</h3>
                      <ol className={`${text()} ${styles.tips}`} aria-label={s.tipsLabel(stretch.name)}>
                        {stretch.tips.map((tip) => (
                          <li key={tip}>{tip}</li>
                        ))}
                      </ol>
                    </Stack>
                  </Card>
                ))}
              </Tiles>
            </Stack>
          </section>
        );
      })}
    </WellbeingFrame>
  );
}

import { Link } from '@studyflow/ui/link';
import { Stack } from '@studyflow/ui/stack';
import { heading, text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { useWellbeingCopy } from '../copy';
import { CARD_DRAWINGS } from '../images/card-drawings';
import { ExternalCard } from './external-card';
import * as styles from './wellbeing.css';
import { WellbeingFrame } from './wellbeing-frame';

/** /wellbeing/student-minds (WEL-8): partner banner with the 1:44 video, two cards, one-to-one support. */
export function StudentMindsPage() {
  const copy = useWellbeingCopy();
  const m = copy.minds;
  const Heart = CARD_DRAWINGS.student_minds;
  return (
    <WellbeingFrame
      title={m.title}
      intro={
        <section className={styles.banner} aria-label={m.title}>
          <Stack gap="3">
            {Heart ? (
              <span className={styles.drawing}>
                <Heart />
              </span>
            ) : null}
            <p className={text({ size: 'lg' })}>{m.partner}</p>
            <Link href={m.videoUrl} target="_blank" newTabLabel={copy.newTab} variant="standalone">
              {m.video}
            </Link>
          </Stack>
        </section>
      }
    >
      <Tiles as="ul" minTileWidth="lg" gap="4">
        {[m.space, m.resources].map((card) => (
          <ExternalCard
            key={card.title}
            id={card.title}
            title={card.title}
            body={card.text}
            href={card.web}
          />
        ))}
      </Tiles>
      <section aria-labelledby="one-to-one">
        <Stack gap="4">
          <h2 id="one-to-one" className={heading({ level: 2 })}>
            {m.oneToOne}
          </h2>
          <p className={text()}>{m.oneToOneIntro}</p>
          <Tiles as="ul" minTileWidth="lg" gap="4">
            {m.services.map((service) => (
              <ExternalCard
                key={service.id}
                id={`service-${service.id}`}
                title={service.title}
                body={service.text}
                href={service.web}
                details={[{ term: m.hours, value: service.hours }]}
              />
            ))}
          </Tiles>
        </Stack>
      </section>
    </WellbeingFrame>
  );
}

import { ButtonLink } from '@studyflow/ui/button-link';
import { Stack } from '@studyflow/ui/stack';
import { heading } from '@studyflow/ui/styles/text.css';
import { routes } from '../../../app/routes';
import { useCurrentUser } from '../../../lib/session';
import { useDashboardCopy } from '../copy';
import * as styles from './dashboard.css';

/** The software tab: the learner's chosen software with image, name, group and description. */
export function SoftwarePanel({ selectedSlug }: { selectedSlug: string | null }) {
  const copy = useDashboardCopy();
  const softwares = useCurrentUser()?.softwares ?? [];

  return (
    <Stack gap="5">
      {softwares.length === 0 ? (
        <p className={styles.empty}>{copy.noSoftware}</p>
      ) : (
        <ul className={styles.cardGrid} aria-label={copy.softwareTab}>
          {softwares.map((software) => {
            const isSelected = software.slug === selectedSlug;
            return (
              <li
                key={software.id}
                className={isSelected ? `${styles.softwareCard} ${styles.selectedCard}` : styles.softwareCard}
                aria-current={isSelected ? 'true' : undefined}
              >
                {software.image ? <img src={software.image} alt="" className={styles.softwareImage} /> : null}
                <div className={styles.softwareText}>
                  <h3 className={heading({ level: 3 })}>{software.name}</h3>
                  <p className={styles.group}>{software.group ?? copy.specialist}</p>
                  {software.description ? <p className={styles.description}>{software.description}</p> : null}
                  {isSelected ? <p className={styles.selectedTag}>{copy.selected}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <ButtonLink variant="secondary" href={routes.softwareSelection.href()}>
          {softwares.length === 0 ? copy.chooseSoftware : copy.changeSoftware}
        </ButtonLink>
      </div>
    </Stack>
  );
}

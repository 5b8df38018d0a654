import { ButtonLink } from '@studyflow/ui/button-link';
import { heading } from '@studyflow/ui/styles/text.css';
import { useCopy } from '../../../lib/copy';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import * as styles from './dashboard.css';

/** The software tab: the learner's chosen software with image, name, group and description. */
export function SoftwarePanel({ selectedSlug }: { selectedSlug: string | null }) {
  const { dashboard: copy } = useCopy();
  const softwares = useCurrentUser()?.softwares ?? [];

  return (
    <div className={styles.panelStack}>
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
        <ButtonLink variant="secondary" href={paths.softwareSelection}>
          {softwares.length === 0 ? copy.chooseSoftware : copy.changeSoftware}
        </ButtonLink>
      </div>
    </div>
  );
}

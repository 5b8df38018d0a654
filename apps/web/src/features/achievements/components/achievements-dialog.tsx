import { badgesFor } from '@studyflow/contracts/badges';
import { Modal } from '@studyflow/ui/dialog';
import { text } from '@studyflow/ui/styles/text.css';
import { Tooltip } from '@studyflow/ui/tooltip';
import { Focusable } from 'react-aria-components';
import { BadgeIcon } from '../../../lib/app-icons';
import { useDialogState } from '../../../lib/dialogs';
import { useEdition } from '../../../lib/edition';
import { useCurrentUser } from '../../../lib/session';
import { achievementsCopy as achievements } from '../copy';
import * as styles from './achievements-dialog.css';

/**
 * Every badge of the edition (BDG-2): in colour with the word 'Earned' when the learner has
 * it, grey otherwise. The requirement is a tooltip, as BDG-2 asks, and also plain text under
 * the badge, because a tooltip alone never reaches touch-screen users.
 */
export function AchievementsDialog() {
  const edition = useEdition();
  const user = useCurrentUser();
  const state = useDialogState('achievements');
  const earned = new Set(user?.badges.map((badge) => badge.name) ?? []);
  const all = badgesFor(edition);
  const count = all.filter((badge) => earned.has(badge.name)).length;

  return (
    <Modal title={achievements.title} width="achievements" closeLabel={achievements.close} {...state}>
      <p className={text({ tone: 'muted' })}>{achievements.summary(count, all.length)}</p>
      <ul className={styles.grid} aria-label={achievements.listLabel}>
        {all.map((badge, index) => {
          const has = earned.has(badge.name);
          return (
            <li key={badge.name} className={has ? styles.earned : styles.locked}>
              <Tooltip content={achievements.requirement(badge.requirement)}>
                <Focusable>
                  {/* An image of the badge named by its words; Focusable makes it a keyboard stop for the tooltip. */}
                  <span
                    role="img"
                    aria-label={`${badge.title}: ${has ? achievements.earned : achievements.notEarned}`}
                    className={styles.badge}
                  >
                    <span className={styles.medal} data-tone={index % 4}>
                      <BadgeIcon className={styles.medalIcon} />
                    </span>
                    <span className={styles.name}>{badge.title}</span>
                    <span className={has ? styles.statusEarned : styles.status}>
                      {has ? achievements.earned : achievements.notEarned}
                    </span>
                  </span>
                </Focusable>
              </Tooltip>
              <span className={styles.requirement}>{achievements.requirement(badge.requirement)}</span>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

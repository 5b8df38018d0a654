import { badgesFor } from '@studyflow/contracts/badges';
import { Modal } from '@studyflow/ui/dialog';
import { Stack } from '@studyflow/ui/stack';
import { text } from '@studyflow/ui/styles/text.css';
import { Tiles } from '@studyflow/ui/tiles';
import { Tooltip } from '@studyflow/ui/tooltip';
import { Focusable } from 'react-aria-components';
import { BadgeIcon } from '../../../lib/components/app-icons';
import { useEdition } from '../../../lib/edition/edition';
import { useCurrentUser } from '../../../lib/session/session';
import { useDialogState } from '../../../lib/shell/dialogs';
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
      <Tiles as="ul" minTileWidth="xs" gap="3" marginTop="4" aria-label={achievements.listLabel}>
        {all.map((badge, index) => {
          const has = earned.has(badge.name);
          return (
            <Stack
              as="li"
              gap="1"
              align="center"
              key={badge.name}
              className={has ? styles.earned : styles.locked}
            >
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
            </Stack>
          );
        })}
      </Tiles>
    </Modal>
  );
}

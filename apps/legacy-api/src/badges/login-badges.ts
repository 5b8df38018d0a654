import { loginTimes } from '../auth/login-queries';
import type { Db } from '../db/client';
import { DEFAULT_TIME_ZONE } from '../users/time-zone';
import { findUserById } from '../users/user-queries';
import type { LoginEvent } from './badge-events';
import { type LoginBadge, loginBadgesToAward } from './login-badge-rules';

/**
 * The rule for `login` events: the learner's whole login history decides, counted in calendar days
 * of the learner's own time zone; the clock is the event's.
 */
export async function loginBadges(
  db: Db,
  event: LoginEvent,
  held: ReadonlySet<string>,
): Promise<LoginBadge[]> {
  const user = await findUserById(db, event.userId);
  return loginBadgesToAward({
    edition: event.edition,
    logins: await loginTimes(db, event.userId),
    now: event.at,
    earned: held,
    timeZone: user?.timeZone ?? DEFAULT_TIME_ZONE,
  });
}

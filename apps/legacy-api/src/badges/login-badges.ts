import { loginTimes } from '../auth/login-queries';
import type { Db } from '../db/client';
import type { LoginEvent } from './badge-events';
import { type LoginBadge, loginBadgesToAward } from './login-badge-rules';

/** The rule for `login` events: the learner's whole login history decides, the clock is the event's. */
export async function loginBadges(
  db: Db,
  event: LoginEvent,
  held: ReadonlySet<string>,
): Promise<LoginBadge[]> {
  return loginBadgesToAward({
    edition: event.edition,
    logins: await loginTimes(db, event.userId),
    now: event.at,
    earned: held,
  });
}

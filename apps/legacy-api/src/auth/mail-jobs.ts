import type { AppContext } from '../app-context';
import type { MailJob } from '../mail/mail-queue';
import { accountExistsMail, confirmationMail, resetPasswordMail } from '../mail/mail-templates';
import type { UserRow } from '../users/user-queries';
import { dropUnusedTokens, issueToken } from './mail-token-queries';

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/**
 * The confirmation link for an unconfirmed account. A token the caller already issued (inside the
 * sign-up transaction) is used as it is; otherwise a fresh one is issued when the job runs, off the
 * request path, so asking for one costs the caller no more time than asking for nothing.
 */
export function confirmationJob(ctx: AppContext, user: Recipient, issued?: string): MailJob {
  return async () => {
    const ttl = ctx.env.CONFIRMATION_TOKEN_TTL_SECONDS;
    const token = issued ?? (await issueToken(ctx.db, 'confirmation', user.id, ttl, ctx.now()));
    return confirmationMail({
      to: user.email,
      firstName: user.firstName,
      link: `${ctx.env.APP_URL}/auth/confirmations/${token}`,
      validForSeconds: ttl,
    });
  };
}

export function resetPasswordJob(ctx: AppContext, user: Recipient): MailJob {
  return async () => {
    const ttl = ctx.env.RESET_TOKEN_TTL_SECONDS;
    const token = await ctx.db.transaction(async (tx) => {
      // Only the newest link works: an older mail lying around is no way in.
      await dropUnusedTokens(tx, 'reset', user.id);
      return issueToken(tx, 'reset', user.id, ttl, ctx.now());
    });
    return resetPasswordMail({
      to: user.email,
      firstName: user.firstName,
      link: `${ctx.env.APP_URL}/auth/reset_password/${token}`,
      validForSeconds: ttl,
    });
  };
}

/**
 * Someone started an institutional sign-up with an address that has an account. The page cannot
 * say so (that would tell anyone who has an account), so the owner is told by mail: a new
 * confirmation link when the account still awaits one, else where to sign in or reset.
 */
export function existingAccountJob(ctx: AppContext, user: UserRow): MailJob {
  if (user.confirmedAt === null) return confirmationJob(ctx, user);
  return async () =>
    accountExistsMail({
      to: user.email,
      firstName: user.firstName,
      signInLink: `${ctx.env.APP_URL}/auth/sign-in`,
      resetLink: `${ctx.env.APP_URL}/auth/reset-password`,
    });
}

import { UserEnvelopeSchema } from '@studyflow/contracts/auth';
import type { Edition } from '@studyflow/contracts/edition';
import type { UpstreamUser, User, UserType } from '@studyflow/contracts/user';
import type { ProcedureContext } from './trpc/init';
import { fromUpstream } from './trpc/upstream-call';
import type { UpstreamCall } from './upstream/types';
import { reportDrift } from './upstream-drift';

/**
 * The requirements have no user type on the User, only two onboardings "by user type". An upstream that
 * does not say is read as serving its edition's audience, so the web always gets a definite type.
 */
const EDITION_USER_TYPE: Record<Edition, UserType> = { study: 'student', pro: 'professional' };

export function toUser(ctx: ProcedureContext, user: UpstreamUser): User {
  return { ...user, userType: user.userType ?? EDITION_USER_TYPE[ctx.edition] };
}

/** The signed-in user: POST /auth/authorize, the one call said to answer with the user (API-4). */
export async function sessionUser(ctx: ProcedureContext): Promise<User> {
  const call = { method: 'POST', path: '/auth/authorize' } as const;
  const { user } = await fromUpstream(ctx, call, UserEnvelopeSchema);
  return toUser(ctx, user);
}

/**
 * The user an answer carried or, when it carried none (the requirements show no user in it), the session's
 * user: one more upstream call, reported as drift of the first.
 */
export function answeredUser(
  ctx: ProcedureContext,
  call: UpstreamCall,
  user: UpstreamUser | undefined,
): Promise<User> {
  if (user) return Promise.resolve(toUser(ctx, user));
  reportDrift(ctx.req.log, {
    procedure: ctx.procedure,
    method: call.method,
    path: call.path,
    fields: ['user'],
  });
  return sessionUser(ctx);
}

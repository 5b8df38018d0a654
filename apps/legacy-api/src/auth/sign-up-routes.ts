import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { badRequest, unprocessable } from '../http/errors';
import { parseParams } from '../http/params';
import { userPayload } from '../users/user-payload';
import { findUserByEmail } from '../users/user-queries';
import { AUTH_MESSAGES } from './auth-messages';
import { isBlank, isEmail, normaliseEmail } from './field-rules';
import { institutionForEmail } from './institution-queries';
import { institutionSignUp } from './institution-sign-up';
import { licenceSignUp } from './licence-sign-up';
import { existingAccountJob } from './mail-jobs';
import { recordLogin } from './record-login';
import { startSession } from './sessions';
import { SignUpBody } from './sign-up-params';

const VerifyEmailBody = z.object({ email: z.string().nullish() });

export function registerSignUpRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/auth/sign_up', async (request, reply) => {
    const body = parseParams(SignUpBody, request.body);
    if (body.sign_up_type === 'dsa_licence') {
      const userId = await licenceSignUp(ctx, body.user);
      const now = ctx.now();
      await startSession(ctx.db, ctx.env, request, reply, userId, now);
      // Activating a licence signs the learner in, so it counts as their first login.
      await recordLogin(ctx.db, userId, ctx.env.EDITION, now, body.time_zone);
      return reply.code(201).send({ user: await userPayload(ctx.db, userId) });
    }
    if (body.sign_up_type === 'institution') {
      return reply.code(201).send({ msg: await institutionSignUp(ctx, body.user) });
    }
    throw badRequest(AUTH_MESSAGES.signUpTypeInvalid);
  });

  /**
   * Which domains belong to an institution is public; whether an address has an account is not.
   * Known and unknown addresses therefore run the same queries and get the same answer, and only
   * the owner of an existing account learns (by mail, queued) that it exists.
   */
  app.post('/auth/verify_email', async (request) => {
    const { email } = parseParams(VerifyEmailBody, request.body);
    if (isBlank(email) || !isEmail(email.trim()))
      throw unprocessable({ msg: AUTH_MESSAGES.invalidEmailAddress });
    const normalised = normaliseEmail(email);
    if (!(await institutionForEmail(ctx.db, normalised)))
      throw unprocessable({ msg: AUTH_MESSAGES.notInstitution });
    const user = await findUserByEmail(ctx.db, normalised);
    if (user) ctx.mail.enqueue('existing-account', existingAccountJob(ctx, user));
    return { msg: AUTH_MESSAGES.emailAvailable };
  });
}

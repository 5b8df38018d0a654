import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, CookieJar, type RunningBff, startBff } from './support/bff';
import { rejection } from './support/errors';
import { type LegacyApi, startLegacyApi, tokenFromMail } from './support/legacy-api';

const DEMO = { email: 'alex@university.example', password: 'StudyflowDemo1' };

let api: LegacyApi;
let bff: RunningBff;

beforeAll(async () => {
  api = await startLegacyApi();
  bff = await startBff(api.origin);
});
afterAll(async () => {
  await bff?.app.close();
  await api?.stop();
});

const newClient = () => {
  const jar = new CookieJar();
  return { jar, trpc: browserClient(bff.url, jar) };
};

describe('sign in and out through the BFF and the real legacy-api', () => {
  it('tells the web its edition and mailbox', async () => {
    const { trpc } = newClient();
    expect(await trpc.config.get.query()).toEqual({ edition: 'study', mailboxUrl: `${api.origin}/mailbox` });
  });

  it('rejects a wrong password with the upstream message', async () => {
    const { trpc } = newClient();
    const { message, data } = await rejection(
      trpc.auth.signIn.mutate({ ...DEMO, password: 'wrong-password' }),
    );
    expect(message).toBe('Invalid email or password.');
    expect(data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401, upstreamStatus: 401 });
  });

  it('signs in, authorizes with the relayed session cookie, signs out, and is then a guest', async () => {
    const { jar, trpc } = newClient();
    const user = await trpc.auth.signIn.mutate(DEMO);
    expect(user).toMatchObject({
      email: DEMO.email,
      firstName: 'Alex',
      surname: 'Morgan',
      userType: 'student',
    });
    expect(jar.cookies.get('_studyflow_session')).toBeTruthy();
    const stolen = jar.header();

    // A query and a second query in the same tick travel as one batched GET.
    const [config, me] = await Promise.all([trpc.config.get.query(), trpc.auth.authorize.query()]);
    expect(config.edition).toBe('study');
    expect(me?.badges.map((badge) => badge.name)).toContain('NEWBIE');

    expect(await trpc.auth.signOut.mutate()).toEqual({ ok: true });
    expect(jar.cookies.has('_studyflow_session')).toBe(false);
    // Signed out is an answer (no user), not an error.
    expect(await trpc.auth.authorize.query()).toBeNull();

    // The old cookie is dead upstream too, not just forgotten by the browser.
    const replay = new CookieJar();
    replay.store([`${stolen}; Path=/`]);
    expect(await browserClient(bff.url, replay).auth.authorize.query()).toBeNull();
  });

  it('checks input before calling upstream', async () => {
    const { trpc } = newClient();
    const { data } = await rejection(trpc.auth.signIn.mutate({ email: '', password: '' }));
    expect(data).toMatchObject({ code: 'BAD_REQUEST', upstreamStatus: null });
    expect(data.issues?.map((issue) => issue.path[0])).toEqual(['email', 'password']);
  });
});

describe('institution sign-up', () => {
  const email = 'new.student@university.example';
  const password = 'a-long-password';

  it('verifies the email, signs up, mails a link, confirms, and signs in', async () => {
    const { trpc } = newClient();
    expect(await trpc.auth.verifyEmail.mutate({ email })).toEqual({ msg: 'Email is available.' });
    const foreign = await rejection(trpc.auth.verifyEmail.mutate({ email: 'someone@elsewhere.example' }));
    expect(foreign.data).toMatchObject({
      upstreamStatus: 422,
      msg: 'This email address does not belong to a registered institution.',
    });

    const signUp = {
      signUpType: 'institution',
      email,
      password,
      passwordConfirmation: password,
      firstName: 'Nia',
      surname: 'Osei',
    } as const;
    expect(await trpc.auth.signUp.mutate(signUp)).toEqual({
      msg: `A confirmation email has been sent to ${email}.`,
    });

    const unconfirmed = await rejection(trpc.auth.signIn.mutate({ email, password }));
    expect(unconfirmed.message).toBe('You have to confirm your email address before continuing.');

    const resent = await trpc.auth.resendConfirmation.mutate({ email });
    expect(resent.msg).toBe(
      'If the address belongs to an unverified account, a new verification email is on its way.',
    );

    const token = await tokenFromMail(api, email, 'confirmations');
    expect(await trpc.auth.confirm.mutate({ confirmationToken: token })).toEqual({
      msg: 'Your account has been verified.',
    });
    const again = await rejection(trpc.auth.confirm.mutate({ confirmationToken: token }));
    expect(again.data).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', upstreamStatus: 422 });

    const user = await trpc.auth.signIn.mutate({ email, password });
    expect(user).toMatchObject({ email, firstName: 'Nia', softwareSelected: false, userInfo: null });
  });

  it('relays Rails field errors with camelCased names', async () => {
    const { trpc } = newClient();
    const base = { signUpType: 'institution', password, firstName: 'A', surname: 'B' } as const;
    // A licence sign-up with a good key says an address is taken (the key is checked first; an
    // institution sign-up answers a taken address as a new one and mails its owner instead).
    const taken = await rejection(
      trpc.auth.signUp.mutate({
        ...base,
        signUpType: 'dsa_licence',
        email: DEMO.email,
        confirmEmail: DEMO.email,
        passwordConfirmation: password,
        licenceKey: '1000000049',
        university: 'Northfield University',
      }),
    );
    expect(taken.data).toMatchObject({
      upstreamStatus: 422,
      msg: 'Email has already been taken',
      fieldErrors: { email: ['has already been taken'] },
    });
    const mismatch = await rejection(
      trpc.auth.signUp.mutate({
        ...base,
        email: 'other.student@university.example',
        passwordConfirmation: 'different',
      }),
    );
    expect(mismatch.data.fieldErrors).toEqual({ passwordConfirmation: ["doesn't match Password"] });
  });
});

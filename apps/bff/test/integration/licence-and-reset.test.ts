import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, CookieJar, type RunningBff, startBff } from './support/bff';
import { rejection } from './support/errors';
import { type LegacyApi, startLegacyApi, tokenFromMail } from './support/legacy-api';

const RESET_TTL_SECONDS = 3;

let api: LegacyApi;
let bff: RunningBff;

beforeAll(async () => {
  api = await startLegacyApi({ RESET_TOKEN_TTL_SECONDS: String(RESET_TTL_SECONDS) });
  bff = await startBff(api.origin);
});
afterAll(async () => {
  await bff?.app.close();
  await api?.stop();
});

const newClient = () => browserClient(bff.url, new CookieJar());

const licenceSignUp = (email: string, licenceKey: string) =>
  ({
    signUpType: 'dsa_licence',
    email,
    confirmEmail: email,
    password: 'first-password',
    passwordConfirmation: 'first-password',
    firstName: 'Sam',
    surname: 'Lee',
    licenceKey,
    university: 'Northfield University',
  }) as const;

describe('licence activation', () => {
  it('signs the user up and in with an unused key, and refuses the key a second time', async () => {
    const trpc = newClient();
    const { user } = await trpc.auth.signUp.mutate(licenceSignUp('sam@mail.example', '1000000001'));
    expect(user).toMatchObject({
      email: 'sam@mail.example',
      firstName: 'Sam',
      university: 'Northfield University',
    });
    expect((await trpc.auth.authorize.query())?.email).toBe('sam@mail.example');

    const used = await rejection(
      newClient().auth.signUp.mutate(licenceSignUp('kim@mail.example', '1000000001')),
    );
    expect(used.data).toMatchObject({ code: 'UNPROCESSABLE_CONTENT', upstreamStatus: 422 });
    expect(used.message).toMatch(/^This licence key has already been activated\./);
    expect(used.data.msg).toContain('<a href="mailto:support@studyflow.example">contact support</a>');

    const unknown = await rejection(
      newClient().auth.signUp.mutate(licenceSignUp('kim@mail.example', '9999999999')),
    );
    expect(unknown.message).toMatch(/^This licence key is not valid\./);
  });
});

describe('password reset', () => {
  const email = 'reset.me@mail.example';

  beforeAll(async () => {
    await newClient().auth.signUp.mutate(licenceSignUp(email, '1000000002'));
  });

  it('mails a link whose token changes the password once', async () => {
    const trpc = newClient();
    const requested = await trpc.auth.requestPasswordReset.mutate({ email });
    expect(requested.msg).toMatch(/^If your email address exists in our database/);
    const token = await tokenFromMail(api, email, 'reset_password');

    const mismatch = await rejection(
      trpc.auth.resetPassword.mutate({
        password: 'second-password',
        passwordConfirmation: 'other',
        resetPasswordToken: token,
      }),
    );
    expect(mismatch.data.fieldErrors).toEqual({ passwordConfirmation: ["doesn't match Password"] });

    const reset = {
      password: 'second-password',
      passwordConfirmation: 'second-password',
      resetPasswordToken: token,
    };
    expect(await trpc.auth.resetPassword.mutate(reset)).toEqual({
      msg: 'Your password has been changed successfully.',
    });
    expect((await trpc.auth.signIn.mutate({ email, password: 'second-password' })).email).toBe(email);

    const reused = await rejection(trpc.auth.resetPassword.mutate(reset));
    expect(reused.data).toMatchObject({ upstreamStatus: 422, msg: 'Reset password token is invalid.' });
    expect(reused.data.fieldErrors).toEqual({ resetPasswordToken: ['is invalid'] });
  });

  it('refuses an expired token', async () => {
    const trpc = newClient();
    await trpc.auth.requestPasswordReset.mutate({ email });
    const token = await tokenFromMail(api, email, 'reset_password');
    await new Promise((resolve) => setTimeout(resolve, (RESET_TTL_SECONDS + 1) * 1000));
    const expired = await rejection(
      trpc.auth.resetPassword.mutate({
        password: 'third-password',
        passwordConfirmation: 'third-password',
        resetPasswordToken: token,
      }),
    );
    expect(expired.message).toBe('Reset password token has expired. Please request a new one.');
    expect(expired.data.fieldErrors).toEqual({
      resetPasswordToken: ['has expired, please request a new one'],
    });
  });

  it('answers blank and malformed addresses with field errors', async () => {
    const blank = await rejection(newClient().auth.requestPasswordReset.mutate({ email: '' }));
    expect(blank.data.fieldErrors).toEqual({ email: ["can't be blank"] });
    const invalid = await rejection(
      newClient().auth.requestPasswordReset.mutate({ email: 'not-an-address' }),
    );
    expect(invalid.data.fieldErrors).toEqual({ email: ['is invalid'] });
  });
});

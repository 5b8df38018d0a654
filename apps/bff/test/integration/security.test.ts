import { CSRF_HEADER } from '@studyflow/contracts/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient, CookieJar, PUBLIC_ORIGIN, type RunningBff, startBff } from './support/bff';
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

const requestLines = () =>
  bff.logs().filter((line) => line.msg === 'request' || line.msg === 'request failed');

describe('CSRF through real HTTP', () => {
  it('refuses forged calls before they reach the legacy-api', async () => {
    const body = JSON.stringify(DEMO);
    const forged: Record<string, string>[] = [
      { 'content-type': 'application/json', origin: PUBLIC_ORIGIN },
      { 'content-type': 'application/json', origin: 'https://evil.example', [CSRF_HEADER]: '1' },
      { 'content-type': 'text/plain', origin: PUBLIC_ORIGIN, [CSRF_HEADER]: '1' },
    ];
    const statuses: number[] = [];
    for (const headers of forged) {
      const response = await fetch(`${bff.url}/trpc/auth.signIn`, { method: 'POST', headers, body });
      statuses.push(response.status);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect(statuses).toEqual([403, 403, 415]);
    const lines = requestLines().filter((line) => line.url === '/trpc/auth.signIn');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line.upstream).toBeUndefined();
  });

  it('reports the upstream ready', async () => {
    expect((await fetch(`${bff.url}/readyz`)).status).toBe(200);
  });
});

describe('log redaction over a whole session', () => {
  it('keeps passwords, cookies, tokens and inputs out of every line', async () => {
    const jar = new CookieJar();
    const trpc = browserClient(bff.url, jar);
    const email = 'logs.check@university.example';
    const password = 'Private-Password-42';
    await trpc.auth.signIn.mutate(DEMO);
    const session = jar.cookies.get('_studyflow_session') ?? 'missing';
    await trpc.auth.authorize.query();
    await trpc.auth.signUp.mutate({
      signUpType: 'institution',
      email,
      password,
      passwordConfirmation: password,
      firstName: 'L',
      surname: 'C',
    });
    const token = await tokenFromMail(api, email, 'confirmations');
    await trpc.auth.confirm.mutate({ confirmationToken: token });
    await rejection(trpc.auth.signIn.mutate({ email, password: 'Wrong-Password-43' }));
    await trpc.auth.requestPasswordReset.mutate({ email });
    const resetToken = await tokenFromMail(api, email, 'reset_password');
    await trpc.auth.resetPassword.mutate({
      password: 'Next-Password-44',
      passwordConfirmation: 'Next-Password-44',
      resetPasswordToken: resetToken,
    });

    const raw = bff.rawLogs();
    const secrets = [
      DEMO.password,
      password,
      'Wrong-Password-43',
      'Next-Password-44',
      session,
      token,
      resetToken,
    ];
    for (const secret of secrets) expect(raw).not.toContain(secret);
    const confirm = requestLines().find((line) =>
      (line.procedures as string[] | undefined)?.includes('auth.confirm'),
    );
    expect(confirm).toMatchObject({
      status: 200,
      upstream: [{ method: 'GET', path: '/auth/confirmations', status: 200 }],
    });
  });
});

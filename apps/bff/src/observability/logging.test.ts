import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamUser } from '../test-support/fixtures';
import { json } from '../test-support/http-server';
import { mutation, query, startTestApp, type TestApp } from '../test-support/test-app';

let t: TestApp;

const SECRETS = {
  password: 'Sup3r-Secret-Pw',
  session: 'SESSIONVALUE123',
  otherCookie: 'OTHERCOOKIE456',
  newSession: 'ROTATEDSESSION789',
  resetToken: 'RESETTOKEN999',
  confirmToken: 'CONFIRMTOKEN777',
  email: 'private.person@university.example',
};

const METRICS_TOKEN = 'metrics-token-for-tests-0123';

/** A port the system has just handed out and released, for a listener that takes a fixed port. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN });
  t.upstream.handle((req, res) => {
    if (req.url.startsWith('/api/auth/sign_in')) {
      json(
        res,
        200,
        { user: upstreamUser },
        { 'set-cookie': `_studyflow_session=${SECRETS.newSession}; Path=/` },
      );
    } else if (req.url.startsWith('/api/auth/reset_password')) {
      json(res, 500, { msg: `boom ${SECRETS.resetToken}` });
    } else {
      json(res, 422, { msg: 'Confirmation token is invalid.' });
    }
  });
  const cookie = `_studyflow_session=${SECRETS.session}; tracker=${SECRETS.otherCookie}`;
  await t.app.inject(
    mutation('auth.signIn', { email: SECRETS.email, password: SECRETS.password }, { cookie }),
  );
  await t.app.inject(
    mutation('auth.resetPassword', {
      password: SECRETS.password,
      passwordConfirmation: SECRETS.password,
      resetPasswordToken: SECRETS.resetToken,
    }),
  );
  await t.app.inject(mutation('auth.confirm', { confirmationToken: SECRETS.confirmToken }, { cookie }));
  await t.app.inject(query('auth.authorize', { email: SECRETS.email }, { cookie }));
  await t.app.inject(mutation('auth.signIn', { email: '', password: SECRETS.password }));
  await t.app.inject({
    method: 'GET',
    url: `/auth/reset_password/${SECRETS.resetToken}`,
    headers: { cookie },
  });
  await t.app.inject({ method: 'GET', url: `/auth/confirmations/${SECRETS.confirmToken}` });
});
afterAll(() => t.close());

describe('request logging', () => {
  it('never writes a password, a cookie value, a token or a tRPC input', () => {
    const raw = t.rawLogs();
    expect(raw.length).toBeGreaterThan(0);
    for (const secret of Object.values(SECRETS)) expect(raw).not.toContain(secret);
  });

  it('writes one line per request with reqId, procedures and the upstream calls behind it', () => {
    const lines = t.logs().filter((line) => line.msg === 'request' || line.msg === 'request failed');
    expect(lines).toHaveLength(7);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(7);
    expect(lines[0]).toMatchObject({
      method: 'POST',
      url: '/trpc/auth.signIn',
      status: 200,
      ms: expect.any(Number),
      procedures: ['auth.signIn'],
      upstream: [{ method: 'POST', path: '/auth/sign_in', status: 200, ms: expect.any(Number) }],
    });
    expect(lines[1]).toMatchObject({
      level: 50,
      status: 502,
      upstream: [{ path: '/auth/reset_password', status: 500 }],
    });
    expect(lines[2]).toMatchObject({
      upstream: [{ method: 'GET', path: '/auth/confirmations', status: 422 }],
    });
    expect(lines[3]?.url).toBe('/trpc/auth.authorize?input=[REDACTED]');
    expect(lines[5]?.url).toBe('/auth/reset_password/[REDACTED]');
    expect(lines[6]?.url).toBe('/auth/confirmations/[REDACTED]');
  });

  it('exposes request and upstream histograms at /metrics, to the bearer of the token only', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: `Basic ${METRICS_TOKEN}` },
    ]) {
      const refused = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('studyflow_bff');
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /studyflow_bff_http_request_duration_seconds_count\{method="POST",status="200",route="\/trpc\/:path",procedure="auth.signIn"\} 1/,
    );
    expect(response.body).toMatch(
      /studyflow_bff_upstream_request_duration_seconds_count\{method="POST",path="\/auth\/sign_in",status="200"\} 1/,
    );
    expect(response.body).toContain('studyflow_bff_process_cpu_seconds_total');
  });
});

describe('/metrics placement', () => {
  it('is not served on the app port without a token', async () => {
    const bare = await startTestApp();
    expect((await bare.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    await bare.close();
  });

  it('refuses to start when its metrics port is taken, instead of running without metrics', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    await expect(startTestApp({ METRICS_PORT: String(port) })).rejects.toThrow(/EADDRINUSE/);
    await new Promise((resolve) => taken.close(resolve));
  });

  it('on a port of its own, and there only, with media paths folded into one label', async () => {
    const port = await freePort();
    const own = await startTestApp({ METRICS_PORT: String(port) });
    own.upstream.handle((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('x'));
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    await own.app.inject({ method: 'GET', url: '/uploads/avatars/42-secretname.jpg' });
    expect((await own.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toContain('path="/uploads/*"');
    expect(text).not.toContain('secretname');
    await own.close();
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationMail } from '../mail/mail-templates';
import { createOutboxMailer, outboxDir } from '../mail/outbox-mailer';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { listOutbox } from './outbox-reader';
import { parseEml } from './parse-eml';

let test: TestDatabase;
let t: TestApp;
let dir: string;

beforeAll(async () => {
  test = await createTestDatabase();
  dir = outboxDir(test.dataDir);
  // The real outbox transport, writing where the mailbox pages read.
  t = await createTestApp(test, {
    mailer: createOutboxMailer(dir, 'Studyflow <no-reply@studyflow.example>', { info() {} }),
  });
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

describe('outbox mailer', () => {
  it('writes one standard .eml file per mail that reads back intact', async () => {
    const mailer = createOutboxMailer(
      path.join(test.dataDir, 'other-outbox'),
      'Studyflow <no-reply@studyflow.example>',
      {
        info() {},
      },
    );
    const link = 'http://localhost:3000/auth/confirmations/abc_DEF-123';
    await mailer.send(
      confirmationMail({ to: 'zoë@university.example', firstName: 'Zoë', link, validForSeconds: 259200 }),
    );
    const files = await readdir(path.join(test.dataDir, 'other-outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.eml$/);
    const raw = await readFile(path.join(test.dataDir, 'other-outbox', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^From: Studyflow <no-reply@studyflow\.example>$/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    const parsed = await parseEml(raw);
    expect(parsed.to).toBe('zoë@university.example');
    expect(parsed.subject).toBe('Confirm your Studyflow account');
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.text.split('\n')[0]).toBe('Hello Zoë,');
    expect(parsed.text).toContain(`\n${link}\n`);
    expect(parsed.text).toContain('The link works for 3 days.');
  });
});

describe('mailbox', () => {
  it('lists mails newest first in /mailbox.json, and a confirmation link from it works', async () => {
    const payload = (email: string) => ({
      sign_up_type: 'institution',
      user: {
        email,
        password: 'LongEnough1',
        password_confirmation: 'LongEnough1',
        first_name: 'Ana',
        surname: 'Ruiz',
      },
    });
    for (const email of ['ana@university.example', 'ben@university.example']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign_up',
        payload: payload(email),
      });
      expect(response.statusCode).toBe(201);
    }
    const response = await t.app.inject({ method: 'GET', url: '/mailbox.json' });
    expect(response.statusCode).toBe(200);
    const mails = response.json();
    expect(mails.map((m: { to: string }) => m.to)).toEqual([
      'ben@university.example',
      'ana@university.example',
    ]);
    const [newest] = mails;
    expect(Object.keys(newest).sort()).toEqual(['date', 'id', 'links', 'subject', 'text', 'to']);
    expect(newest.subject).toBe('Confirm your Studyflow account');
    expect(newest.links).toHaveLength(1);
    const token = new URL(newest.links[0]).pathname.split('/').at(-1) ?? '';
    expect(newest.links[0]).toBe(`http://localhost:3000/auth/confirmations/${token}`);
    const confirm = await t.app.inject({
      method: 'GET',
      url: '/api/auth/confirmations',
      query: { confirmation_token: token },
    });
    expect(confirm.json()).toEqual({ msg: 'Your account has been verified.' });
    expect(await listOutbox(dir)).toEqual(mails);
  });

  it('shows an accessible list page and each mail with clickable links', async () => {
    const [mail] = await listOutbox(dir);
    const list = await t.app.inject({ method: 'GET', url: '/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.body).toContain('<html lang="en">');
    expect(list.body).toContain('<title>Mailbox – Studyflow</title>');
    expect(list.body).toContain('<h1>Mailbox</h1>');
    expect(list.body).toContain('<th scope="col">Subject</th>');
    expect(list.body).toContain(`<a href="/mailbox/${mail?.id}">Confirm your Studyflow account</a>`);

    const page = await t.app.inject({ method: 'GET', url: `/mailbox/${mail?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<a href="/mailbox">Back to the mailbox</a>');
    expect(page.body).toContain(`<a href="${mail?.links[0]}">${mail?.links[0]}</a>`);
    expect(page.body).toContain('Hello Ana,');
  });

  it('answers 404 for unknown or crafted ids and offers no way to change anything', async () => {
    for (const id of ['20260101T000000000Z-000001-deadbeef', '..%2F..%2Fetc%2Fpasswd', '.hidden']) {
      const response = await t.app.inject({ method: 'GET', url: `/mailbox/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Mail not found</h1>');
    }
    for (const method of ['POST', 'DELETE', 'PUT'] as const) {
      expect((await t.app.inject({ method, url: '/mailbox.json' })).statusCode).toBe(404);
    }
  });

  it('is not served in production', async () => {
    const production = await createTestApp(test, { env: { NODE_ENV: 'production' } });
    expect((await production.app.inject({ method: 'GET', url: '/mailbox.json' })).statusCode).toBe(404);
    expect((await production.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
    await production.app.close();
  });
});

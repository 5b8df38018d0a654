import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test/test-app';
import { TEAM_ADDRESS } from './guest-message-mail';

let test: TestDatabase;
let t: TestApp;
const clock = new Date('2026-11-25T09:00:00Z');

beforeAll(async () => {
  test = await createTestDatabase();
  t = await createTestApp(test, { now: () => clock });
});
afterAll(async () => {
  await t.app.close();
  await test.close();
});

const send = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/contact/guest_message', payload });

const stored = async () =>
  (await test.database.db.query.guestMessages.findMany()).map(({ fullName, email, message }) => ({
    fullName,
    email,
    message,
  }));

describe('POST /contact/guest_message (API-44)', () => {
  it('keeps a visitor’s trimmed message without a session and mails the team a copy', async () => {
    const response = await send({
      full_name: '  Ada Lovelace ',
      email: ' ada@example.org ',
      message: ' Could you train our assessors?\nThanks. ',
    });
    expect(response.statusCode).toBe(201);
    expect(await stored()).toContainEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      message: 'Could you train our assessors?\nThanks.',
    });
    await t.mail.idle();
    const mail = t.mailer.lastTo(TEAM_ADDRESS);
    expect(mail.subject).toBe("Let's connect: a message from Ada Lovelace");
    expect(mail.text).toContain('From: Ada Lovelace <ada@example.org>');
    expect(mail.text).toContain('Could you train our assessors?');
  });

  it('escapes the message in the HTML copy', async () => {
    await send({ full_name: 'Eve <b>', email: 'eve@example.org', message: '<script>x</script>' });
    await t.mail.idle();
    const mail = t.mailer.lastTo(TEAM_ADDRESS);
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('refuses blank fields and a malformed email with field errors, storing nothing', async () => {
    const before = (await stored()).length;
    const blank = await send({ full_name: ' ', email: '', message: '\n' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({
      errors: { full_name: ["can't be blank"], email: ["can't be blank"], message: ["can't be blank"] },
    });
    const malformed = await send({ full_name: 'Bo', email: 'bo@example', message: 'Hi' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({ errors: { email: ['is invalid'] } });
    const tooLong = await send({ full_name: 'Bo', email: 'bo@example.org', message: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(422);
    expect((await stored()).length).toBe(before);
  });

  it('answers 400 to a field of the wrong type', async () => {
    const response = await send({ full_name: 3, email: 'a@b.co', message: 'Hi' });
    expect(response.statusCode).toBe(400);
  });
});

describe('public media (PUB-13)', () => {
  it('serves the landing demo, the walkthrough, their subtitles and the recommendation guide', async () => {
    const files: [string, string][] = [
      ['/uploads/public/landing-demo.mp4', 'video/mp4'],
      ['/uploads/public/landing-demo.en.vtt', 'text/vtt'],
      ['/uploads/public/assessor-walkthrough.mp4', 'video/mp4'],
      ['/uploads/public/assessor-walkthrough.en.vtt', 'text/vtt'],
      ['/uploads/public/recommendation-guide.pdf', 'application/pdf'],
    ];
    for (const [url, type] of files) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain(type);
    }
    const subtitles = await t.app.inject({ method: 'GET', url: '/uploads/public/landing-demo.en.vtt' });
    expect(subtitles.body.startsWith('WEBVTT')).toBe(true);
  });
});

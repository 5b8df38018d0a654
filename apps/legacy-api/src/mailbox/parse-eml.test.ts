import { describe, expect, it } from 'vitest';
import { linksIn } from './outbox-reader';
import { parseEml } from './parse-eml';

describe('parseEml', () => {
  it('reads encoded headers and a base64 text part inside multipart/alternative', async () => {
    const text = Buffer.from('Grüße, Zoë!\nhttps://example.org/a?b=1.\n').toString('base64');
    const raw = [
      'To: =?UTF-8?Q?Zo=C3=AB?= <zoe@example.org>',
      'Subject: =?UTF-8?B?R3LDvMOfZQ==?=',
      '  =?UTF-8?Q?_und_mehr?=',
      'Date: Sat, 21 Nov 2026 10:00:00 +0000',
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>not this one</p>',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      text,
      '--b1--',
      '',
    ].join('\r\n');
    const mail = await parseEml(raw);
    expect(mail.to).toBe('Zoë <zoe@example.org>');
    expect(mail.subject).toBe('Grüße und mehr');
    expect(mail.date?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(mail.text).toBe('Grüße, Zoë!\nhttps://example.org/a?b=1.');
    expect(linksIn(mail.text)).toEqual(['https://example.org/a?b=1']);
  });

  it('joins quoted-printable soft line breaks and decodes bytes', async () => {
    const raw =
      'Subject: plain\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nA long li=\nne, caf=C3=A9 =3D ok\n';
    const mail = await parseEml(raw);
    expect(mail.text).toBe('A long line, café = ok');
    expect(mail.date).toBeNull();
    expect(mail.subject).toBe('plain');
  });

  it('reads shapes our own sender never writes: a nested multipart, another charset, a group', async () => {
    const latin1 = Buffer.from('Caf\xe9 cr\xe8me\n', 'latin1').toString('base64');
    const raw = [
      'To: Tutors: =?ISO-8859-1?Q?Ren=E9e?= <renee@example.org>, sam@example.org;',
      'Subject: =?ISO-8859-1?B?Q2Fm6Q==?=',
      'Date: not a date',
      'Content-Type: multipart/mixed; boundary="outer"',
      '',
      '--outer',
      'Content-Type: multipart/alternative; boundary="inner"',
      '',
      '--inner',
      'Content-Type: text/plain; charset=ISO-8859-1',
      'Content-Transfer-Encoding: base64',
      '',
      latin1,
      '--inner',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>Café crème</p>',
      '--inner--',
      '--outer',
      'Content-Type: application/pdf; name="guide.pdf"',
      'Content-Disposition: attachment; filename="guide.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF-1.7').toString('base64'),
      '--outer--',
      '',
    ].join('\r\n');
    const mail = await parseEml(raw);
    expect(mail.to).toBe('Renée <renee@example.org>, sam@example.org');
    expect(mail.subject).toBe('Café');
    expect(mail.date).toBeNull();
    expect(mail.text).toBe('Café crème');
  });
});

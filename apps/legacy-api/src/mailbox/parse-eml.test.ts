import { describe, expect, it } from 'vitest';
import { linksIn } from './outbox-reader';
import { decodeHeader, parseEml } from './parse-eml';

describe('parseEml', () => {
  it('reads encoded headers and a base64 text part inside multipart/alternative', () => {
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
    const mail = parseEml(raw);
    expect(mail.to).toBe('Zoë <zoe@example.org>');
    expect(mail.subject).toBe('Grüße und mehr');
    expect(mail.date?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(mail.text).toBe('Grüße, Zoë!\nhttps://example.org/a?b=1.');
    expect(linksIn(mail.text)).toEqual(['https://example.org/a?b=1']);
  });

  it('joins quoted-printable soft line breaks and decodes bytes', () => {
    const raw =
      'Subject: plain\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nA long li=\nne, caf=C3=A9 =3D ok\n';
    expect(parseEml(raw).text).toBe('A long line, café = ok');
    expect(parseEml(raw).date).toBeNull();
    expect(decodeHeader('no encoding here')).toBe('no encoding here');
  });
});

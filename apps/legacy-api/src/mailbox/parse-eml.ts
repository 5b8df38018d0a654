/**
 * Just enough MIME to read back the mails our own outbox writes (nodemailer output: headers with
 * RFC 2047 encoded words, multipart/alternative, quoted-printable or base64 parts).
 */
export interface ParsedMail {
  to: string;
  subject: string;
  date: Date | null;
  text: string;
}

type Headers = Map<string, string>;

function splitMessage(raw: string): { headers: Headers; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Headers = new Map();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBytes(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

const encoder = new TextEncoder();

function quotedPrintableBytes(text: string, inHeader: boolean): Uint8Array {
  const source = (inHeader ? text.replace(/_/g, ' ') : text).replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...encoder.encode(source[i]));
    }
  }
  return Uint8Array.from(bytes);
}

/** Decodes `=?utf-8?Q?...?=` and `=?utf-8?B?...?=` words; adjacent words join without the space. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, charset: string, encoding: string, text: string) =>
      decodeBytes(
        encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintableBytes(text, true),
        charset,
      ),
    );
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="?([^";]+)"?`, 'i').exec(header);
  return match?.[1];
}

function decodeBody(headers: Headers, body: string): string {
  const charset = parameter(headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return decodeBytes(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (encoding === 'quoted-printable') return decodeBytes(quotedPrintableBytes(body, false), charset);
  return body;
}

/** The first text/plain part, looking inside multipart containers. */
function plainText(headers: Headers, body: string): string | undefined {
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('text/plain')) return decodeBody(headers, body);
  const boundary = parameter(headers.get('content-type') ?? '', 'boundary');
  if (!type.startsWith('multipart/') || boundary === undefined) return undefined;
  const delimiter = `--${boundary}`;
  const sections = body.split(delimiter).slice(1);
  for (const section of sections) {
    if (section.startsWith('--')) break;
    const part = splitMessage(section.replace(/^\n/, '').replace(/\n$/, ''));
    const found = plainText(part.headers, part.body);
    if (found !== undefined) return found;
  }
  return undefined;
}

export function parseEml(raw: string): ParsedMail {
  const { headers, body } = splitMessage(raw);
  const date = headers.get('date');
  const parsedDate = date === undefined ? null : new Date(date);
  return {
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    date: parsedDate === null || Number.isNaN(parsedDate.getTime()) ? null : parsedDate,
    text: (plainText(headers, body) ?? '').replace(/\n+$/, ''),
  };
}

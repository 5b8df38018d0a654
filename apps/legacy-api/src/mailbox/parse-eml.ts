import PostalMime, { type Address } from 'postal-mime';

/**
 * A mail of the outbox read back for the mailbox pages: parsed by postal-mime, a kept MIME parser
 * (every shape a sender may write: encoded words, nested multiparts, quoted-printable, base64,
 * any charset), not by our own.
 */
export interface ParsedMail {
  to: string;
  subject: string;
  date: Date | null;
  text: string;
}

/** `Zoë <zoe@example.org>`, or the address alone; a group as its members. */
function written(addresses: Address[] | undefined): string {
  return (addresses ?? [])
    .flatMap((address) => (address.group ? address.group : [address]))
    .map(({ name, address }) => (name ? `${name} <${address}>` : address))
    .join(', ');
}

export async function parseEml(raw: string): Promise<ParsedMail> {
  const mail = await PostalMime.parse(raw);
  const date = mail.date === undefined ? null : new Date(mail.date);
  return {
    to: written(mail.to),
    subject: mail.subject ?? '',
    date: date === null || Number.isNaN(date.getTime()) ? null : date,
    // A mail with only an HTML part has no text to show here; its links are in the text part.
    text: (mail.text ?? '').replace(/\n+$/, ''),
  };
}

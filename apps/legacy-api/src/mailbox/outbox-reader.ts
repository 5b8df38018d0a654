import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEml } from './parse-eml';

/** A mail of the outbox as the mailbox pages show it and /mailbox.json answers it. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** ISO 8601, from the mail's Date header. */
  date: string;
  text: string;
  links: string[];
}

/** Ids are our own file names: anything else (a path, dots) is not a mail. */
const MAIL_ID = /^[0-9A-Za-z-]+$/;

const LINK = /https?:\/\/[^\s<>"']+/g;

/** Links in a mail's text; punctuation that ends a sentence is not part of the address. */
export const linksIn = (text: string): string[] => [
  ...new Set((text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''))),
];

async function readMail(dir: string, id: string): Promise<OutboxMail> {
  const raw = await readFile(path.join(dir, `${id}.eml`), 'utf8');
  const mail = await parseEml(raw);
  return {
    id,
    to: mail.to,
    subject: mail.subject,
    date: (mail.date ?? new Date(0)).toISOString(),
    text: mail.text,
    links: linksIn(mail.text),
  };
}

/** Every mail of the outbox, newest first (file names start with the sending time). */
export async function listOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.eml'))
    .map((name) => name.slice(0, -'.eml'.length))
    .filter((id) => MAIL_ID.test(id))
    .sort()
    .reverse();
  return Promise.all(ids.map((id) => readMail(dir, id)));
}

export async function findOutboxMail(dir: string, id: string): Promise<OutboxMail | undefined> {
  if (!MAIL_ID.test(id)) return undefined;
  try {
    return await readMail(dir, id);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

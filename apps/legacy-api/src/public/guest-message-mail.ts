import { escapeHtml } from '../mail/escape-html';
import type { MailContent } from '../mail/mailer';
import type { GuestMessageFields } from './guest-message-rules';

/** Where the landing's messages go: the team's inbox (the local mailbox outside production). */
export const TEAM_ADDRESS = 'hello@studyflow.example';

/** The team's copy of a visitor's message, so someone can answer it from their mail. */
export function guestMessageMail({ fullName, email, message }: GuestMessageFields): MailContent {
  const subject = `Let's connect: a message from ${fullName}`;
  const lines = [`From: ${fullName} <${email}>`, '', message];
  const html = `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n<p>From: ${escapeHtml(fullName)} &lt;${escapeHtml(email)}&gt;</p>\n${message
    .split(/\n+/)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('\n')}\n</body>\n</html>\n`;
  return { to: TEAM_ADDRESS, subject, text: `${lines.join('\n')}\n`, html };
}

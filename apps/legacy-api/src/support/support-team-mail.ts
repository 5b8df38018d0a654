import { escapeHtml } from '../mail/escape-html';
import type { MailContent } from '../mail/mailer';

/** Where learners' messages and Calm requests go (the support team's inbox: docs/decisions.md). */
export const SUPPORT_TEAM_ADDRESS = 'support@studyflow.example';

interface Sender {
  id: number;
  email: string;
  firstName: string;
  surname: string;
}

/** A plain mail to the support team: who wrote (so they can answer) and the lines of the request. */
export function supportTeamMail(subject: string, sender: Sender, lines: readonly string[]): MailContent {
  const from = `${sender.firstName} ${sender.surname} <${sender.email}> (learner ${sender.id})`;
  const paragraphs = [`From: ${from}`, ...lines];
  const html = `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${paragraphs
    .map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`)
    .join('\n')}\n</body>\n</html>\n`;
  return { to: SUPPORT_TEAM_ADDRESS, subject, text: `${paragraphs.join('\n\n')}\n`, html };
}

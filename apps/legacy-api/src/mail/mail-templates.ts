import { escapeHtml } from './escape-html';
import type { MailContent } from './mailer';

/** "3 days", "6 hours", "1 minute": how long a mailed link works, in words. */
export function durationInWords(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

interface LinkMail {
  to: string;
  firstName: string;
  link: string;
  validForSeconds: number;
}

/** Builds both parts from the same paragraphs, so the text and HTML versions never drift apart. */
function compose(to: string, subject: string, paragraphs: (string | { link: string })[]): MailContent {
  const text = paragraphs.map((p) => (typeof p === 'string' ? p : p.link)).join('\n\n');
  const htmlBody = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body>\n${htmlBody}\n</body>\n</html>\n`;
  return { to, subject, text: `${text}\n`, html };
}

export function confirmationMail({ to, firstName, link, validForSeconds }: LinkMail): MailContent {
  return compose(to, 'Confirm your Studyflow account', [
    `Hello ${firstName},`,
    'Thanks for signing up to Studyflow. Please confirm your email address by opening this link:',
    { link },
    `The link works for ${durationInWords(validForSeconds)}. If it has run out, you can ask for a new one from the sign-up page.`,
    'If you did not sign up to Studyflow, you can ignore this email and no account will be activated.',
    'The Studyflow team',
  ]);
}

interface AccountExists {
  to: string;
  firstName: string;
  signInLink: string;
  resetLink: string;
}

export function accountExistsMail({ to, firstName, signInLink, resetLink }: AccountExists): MailContent {
  return compose(to, 'You already have a Studyflow account', [
    `Hello ${firstName},`,
    'Someone, probably you, has just started creating a Studyflow account with this email address. It already has an account, so there is no need for a new one. You can sign in here:',
    { link: signInLink },
    'If you have forgotten your password, you can choose a new one here:',
    { link: resetLink },
    'If this was not you, you can ignore this email: nothing has changed.',
    'The Studyflow team',
  ]);
}

export function resetPasswordMail({ to, firstName, link, validForSeconds }: LinkMail): MailContent {
  return compose(to, 'Reset your Studyflow password', [
    `Hello ${firstName},`,
    'We received a request to reset the password for your Studyflow account. To choose a new password, open this link:',
    { link },
    `The link works once, for ${durationInWords(validForSeconds)}.`,
    'If you did not ask for this, you can ignore this email: your password stays the same.',
    'The Studyflow team',
  ]);
}

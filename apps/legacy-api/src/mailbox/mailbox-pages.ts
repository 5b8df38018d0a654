import { escapeHtml } from '../mail/escape-html';
import type { OutboxMail } from './outbox-reader';

// Colours chosen for contrast well above WCAG AA (text 16:1, links 7:1, muted text 7:1 on white).
const STYLE = `
  body { font-family: system-ui, sans-serif; color: #1a1a1a; background: #ffffff; margin: 0; line-height: 1.5; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  a { color: #0a4fa8; }
  a:focus-visible { outline: 3px solid #0a4fa8; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; color: #4a4a4a; padding-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #8a8a8a; vertical-align: top; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #f4f4f4; padding: 1rem; }
  dt { font-weight: bold; }
  dd { margin: 0 0 0.5rem 0; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function readableDate(iso: string): string {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `<time datetime="${escapeHtml(iso)}">${escapeHtml(formatted)} UTC</time>`;
}

export function mailboxPage(mails: OutboxMail[]): string {
  const intro = '<p>Mails the local API wrote to its outbox instead of sending them. Newest first.</p>';
  if (mails.length === 0) {
    return page('Mailbox – Studyflow', `<h1>Mailbox</h1>\n${intro}\n<p>No mails yet.</p>`);
  }
  const rows = mails
    .map(
      (mail) => `<tr>
<td>${escapeHtml(mail.to)}</td>
<td><a href="/mailbox/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(no subject)')}</a></td>
<td>${readableDate(mail.date)}</td>
</tr>`,
    )
    .join('\n');
  return page(
    'Mailbox – Studyflow',
    `<h1>Mailbox</h1>
${intro}
<table>
<caption>${mails.length} ${mails.length === 1 ? 'mail' : 'mails'}</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Date</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

/** The mail's text, escaped, with each address turned into a link. */
function linkedText(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<>"']+?)([.,;:!?)]*)(?=\s|$)/g, '<a href="$1">$1</a>$2');
}

export function mailPage(mail: OutboxMail): string {
  const subject = mail.subject || '(no subject)';
  return page(
    `${subject} – Mailbox – Studyflow`,
    `<p><a href="/mailbox">Back to the mailbox</a></p>
<h1>${escapeHtml(subject)}</h1>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Date</dt><dd>${readableDate(mail.date)}</dd>
</dl>
<h2>Message</h2>
<pre>${linkedText(mail.text)}</pre>`,
  );
}

export function mailNotFoundPage(): string {
  return page(
    'Mail not found – Mailbox – Studyflow',
    '<h1>Mail not found</h1>\n<p>There is no mail with this id in the outbox.</p>\n<p><a href="/mailbox">Back to the mailbox</a></p>',
  );
}

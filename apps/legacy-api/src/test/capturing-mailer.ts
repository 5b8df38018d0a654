import type { MailContent, Mailer } from '../mail/mailer';

/** Keeps sent mails in memory so tests can read the links a user would click. */
export class CapturingMailer implements Mailer {
  readonly sent: MailContent[] = [];

  async send(mail: MailContent): Promise<void> {
    this.sent.push(mail);
  }

  async close(): Promise<void> {}

  /** The last mail to this address; fails the test when there is none. */
  lastTo(address: string): MailContent {
    const mail = this.sent.filter((m) => m.to === address).at(-1);
    if (!mail) throw new Error(`no mail was sent to ${address}`);
    return mail;
  }

  /** The token at the end of the first link with this path prefix, e.g. '/auth/confirmations/'. */
  tokenFrom(mail: MailContent, pathPrefix: string): string {
    const match = new RegExp(`https?://[^/\\s]+${pathPrefix}([A-Za-z0-9_-]+)`).exec(mail.text);
    if (!match?.[1]) throw new Error(`no ${pathPrefix} link in mail "${mail.subject}"`);
    return match[1];
  }
}

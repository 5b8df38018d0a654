export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Everything the app knows about sending mail: where it goes is the transport's business. */
export interface Mailer {
  send(mail: MailContent): Promise<void>;
  close(): Promise<void>;
}

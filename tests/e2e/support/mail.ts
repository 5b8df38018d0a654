import { expect, type TestInfo } from '@playwright/test';

interface Mail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  links: string[];
}

const mailboxUrl = (testInfo: TestInfo): string => {
  const url = testInfo.project.metadata.mailboxUrl;
  if (typeof url !== 'string') throw new Error('project metadata has no mailboxUrl');
  return url;
};

/** Waits for the newest mail to `to` whose link contains `linkPart`, and returns that link. */
export async function linkFromMail(testInfo: TestInfo, to: string, linkPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(mailboxUrl(testInfo));
        const mails = (await response.json()) as Mail[];
        const mail = mails.find((candidate) => candidate.to.includes(to));
        link = mail?.links.find((candidate) => candidate.includes(linkPart));
        return link;
      },
      { message: `a mail to ${to} with a ${linkPart} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** Mailbox page (HTML) of the local outbox, for tests that click through like a person would. */
export const mailboxPageUrl = (testInfo: TestInfo): string => mailboxUrl(testInfo).replace(/\.json$/, '');

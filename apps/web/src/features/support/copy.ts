import { VALIDATION } from '@studyflow/contracts/validation-messages';
import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';

export interface Helpline {
  id: string;
  title: string;
  content: string;
  phone?: string;
  email?: string;
  web?: string;
  videoCall?: string;
  hours?: string;
}

/** The support page (SUP): the texts the requirements give, and our own words around them. */
export const supportCopy = perEdition((edition) => {
  const brand = brandFor(edition);
  const pro = edition === 'pro';
  return {
    /** SUP-1 */
    title: 'Support',
    subtitle: 'Need some help?',
    intro: `Answers to common questions are below. If yours is not there, send us a message and the ${brand} team will reply by email.`,
    /**
     * SUP-2. Every control an answer names is quoted in the words on the screen (checked against the
     * other features' copy in app/support-faq.test.ts): SUP-2's "Forgot Password" is the sign-in
     * page's "Reset Password" link (ACC-2).
     */
    faqHeading: 'Common questions',
    faqs: [
      {
        id: 'password',
        title: 'How do I change my password?',
        content: [
          'Sign out first: open the account menu at the top right and choose “Sign out”.',
          'On the sign-in page, choose “Reset Password”, enter your email address under “Your email” and choose “Submit”.',
          'We email you a link. Open it, type your new password in “New password” and “Confirm new password”, and choose “Done”.',
        ],
      },
      {
        id: 'software',
        title: 'How do I add or remove software?',
        content: [
          'Open the account menu and choose “View profile page”, then “Select Software”.',
          'Select a tool to add it, or select it again to remove it, then choose “SAVE”.',
          `Your ${pro ? 'learning paths' : 'study flows'} and tutorials follow your choice straight away.`,
        ],
      },
      {
        id: 'devices',
        title: `Can I use ${brand} on other devices?`,
        content: [
          `Yes. ${brand} runs in any up-to-date web browser on a computer, tablet or phone.`,
          'Sign in with the same email address and password, and your progress, notes and journal are there.',
        ],
      },
      {
        id: 'shortcut',
        title: `How do I put ${brand} on my desktop?`,
        content: [
          `On your dashboard, choose “Install Shortcut” under Settings. It shows the steps for Chrome and Edge, and an “Install ${brand}” button when your browser offers one.`,
          `On a phone or tablet, use “Add to Home Screen” from the browser’s share menu. ${brand} then opens like an app.`,
        ],
      },
    ],
    /** SUP-3 */
    messageHeading: 'Still need help?',
    messageText: 'Tell us what is happening and we will reply to the email address you signed up with.',
    sendMessage: 'Send us a message',
    messageLabel: 'Your message',
    messageHelp: 'Say what you were trying to do and what happened.',
    required: VALIDATION.required,
    send: 'SEND',
    sending: 'Sending your message…',
    cancel: 'CANCEL',
    close: 'Close',
    thanksHeading: 'Thank you for your message',
    thanksText: 'Our support team has it and will reply by email, usually within two working days.',
    done: 'DONE',
    /** SUP-4 */
    helplinesHeading: 'Wellbeing helplines',
    helplinesIntro:
      'If you are struggling, you do not have to wait for us. These free services listen and can help today. In an emergency, call 999.',
    phone: 'Phone',
    email: 'Email',
    web: 'Website',
    videoCall: 'Sign language video call',
    hours: 'Open',
    newTab: '(opens in a new tab)',
    helplines: [
      {
        id: 'nhs-111',
        title: 'NHS 111',
        content:
          'The NHS non-emergency line, for urgent medical or mental health help when it is not a life-threatening emergency.',
        phone: '111',
        web: 'https://111.nhs.uk/',
        videoCall: 'https://signvideo.co.uk/nhs111/',
        hours: '24 hours a day, every day',
      },
      {
        id: 'samaritans',
        title: 'Samaritans',
        content:
          'A listening service for anyone who is finding things hard. You can talk about anything, in confidence.',
        phone: '116 123',
        email: 'jo@samaritans.org',
        web: 'https://www.samaritans.org/',
        hours: '24 hours a day, every day',
      },
      {
        id: 'the-mix',
        title: 'The Mix',
        content:
          'Support for young people under 25 on anything from money and study to relationships and mental health.',
        phone: '0808 808 4994',
        web: 'https://www.themix.org.uk/',
        hours: '5pm to midnight, 365 days a year',
      },
      {
        id: 'nightline',
        title: 'Nightline',
        content:
          'A student line run by students for students at many universities: a confidential chat when you need one, through the night.',
        web: 'https://www.nightline.ac.uk/',
        hours: 'Evenings and nights in term time (see your university’s Nightline)',
      },
    ] satisfies Helpline[],
  };
});

export const useSupportCopy = () => useEditionCopy(supportCopy);

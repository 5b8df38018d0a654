import {
  ACCESSIBILITY_CHECKS,
  KNOWN_ACCESSIBILITY_FAILURES,
} from '@studyflow/contracts/accessibility-checks';
import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';

/** A part of a legal page: a heading, paragraphs, and an optional bulleted list after them. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalPage {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const UPDATED = 'Last updated: 25 November 2026';
const CONTACT = 'hello@studyflow.example';

/** PUB-17: our privacy policy, terms and accessibility statement (docs/decisions.md). */
export const legalCopy = perEdition((edition) => {
  const brand = brandFor(edition);
  const learners =
    edition === 'pro' ? 'employees and the organisations they work for' : 'students and their universities';
  const privacy: LegalPage = {
    title: 'Privacy policy',
    updated: UPDATED,
    intro: `This policy explains what ${brand} keeps about you, why, and what you can ask us to do with it.`,
    sections: [
      {
        heading: 'What we keep',
        paragraphs: ['We keep only what the service needs to work for you:'],
        list: [
          'your name, email address and password (stored as a one-way hash, never readable)',
          'your course or role details from onboarding, and the software you chose',
          'your progress, notes, favourites, badges and accessibility settings',
          'messages you send us through the contact form',
        ],
      },
      {
        heading: 'Why we keep it',
        paragraphs: [
          `To run your account and show your learning where you left it. Our legal basis is the contract with you or with the licence holder (${learners}).`,
          'We do not sell your data, show adverts or build marketing profiles.',
        ],
      },
      {
        heading: 'Cookies and browser storage',
        paragraphs: [
          'We use one cookie to keep you signed in. Your browser also keeps your theme, video and display choices so pages look the way you set them. We use no tracking or advertising cookies.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account while your licence is active and for 12 months after, then delete it. Contact messages are deleted after 24 months.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          `Under UK data protection law you can ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Email ${CONTACT}. If you are unhappy with our answer, you can complain to the Information Commissioner's Office (ico.org.uk).`,
        ],
      },
    ],
  };
  const terms: LegalPage = {
    title: 'Terms of use',
    updated: UPDATED,
    intro: `These terms apply when you use ${brand}. Please read them; they are short.`,
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself. You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
        ],
      },
      {
        heading: 'Licences',
        paragraphs: [
          `Access comes with a personal, institutional or site licence. A licence is for the person or organisation it was issued to and cannot be passed on.`,
        ],
      },
      {
        heading: 'Using the content',
        paragraphs: [
          'Lessons, videos and guides are for your own learning. You may print or save your notes. Please do not copy the lessons to share them elsewhere.',
        ],
      },
      {
        heading: 'Availability',
        paragraphs: [
          'We aim to keep the service running at all times, but we may pause it for maintenance. We will tell you in advance when we can.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          `If these terms change, we will show the new date at the top of this page. Questions: ${CONTACT}.`,
        ],
      },
    ],
  };
  const accessibility: LegalPage = {
    title: `Accessibility statement for ${brand}`,
    updated: 'This statement was prepared on 25 November 2026 and last reviewed on 27 November 2026.',
    intro: `This statement applies to the ${brand} web app. We want as many people as possible to be able to use it. You should be able to:`,
    sections: [
      {
        heading: 'Using this website',
        paragraphs: [],
        list: [
          'change colours, contrast levels, fonts and text size from the accessibility settings',
          'zoom in up to 400% without the text spilling off the screen',
          'use the whole site with a keyboard only',
          'use it with a screen reader',
          'turn subtitles on or off for every video',
          'read a transcript beside the landing demo, the assessor walkthrough, the product videos and every lesson video',
        ],
      },
      {
        heading: 'How accessible this website is',
        paragraphs: ['We know some parts of this website are not fully accessible:'],
        list: KNOWN_ACCESSIBILITY_FAILURES.map((failure) => failure.summary),
      },
      {
        heading: 'Feedback and contact information',
        paragraphs: [
          `If you need information on this website in a different format, such as large print, easy read or audio, email ${CONTACT}. We will reply within 5 working days.`,
        ],
      },
      {
        heading: 'Reporting accessibility problems with this website',
        paragraphs: [
          `We are always looking to improve the accessibility of this website. If you find a problem not listed on this page, or think we are not meeting accessibility requirements, email ${CONTACT}.`,
        ],
      },
      {
        heading: 'Enforcement procedure',
        paragraphs: [
          'The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018 (the accessibility regulations). If you are not happy with how we respond to your complaint, contact the Equality Advisory and Support Service (EASS).',
        ],
      },
      {
        heading: "Technical information about this website's accessibility",
        paragraphs: [
          `We are committed to making ${brand} accessible, in accordance with the Public Sector Bodies (Websites and Mobile Applications) (No. 2) Accessibility Regulations 2018.`,
        ],
      },
      {
        heading: 'Compliance status',
        paragraphs: [
          'This website is partially compliant with the Web Content Accessibility Guidelines version 2.2 AA standard, due to the non-compliances listed below.',
        ],
      },
      {
        heading: 'Non-accessible content',
        paragraphs: ['The content listed below is non-accessible for the following reasons.'],
        list: KNOWN_ACCESSIBILITY_FAILURES.map(
          (failure) => `${failure.what} This may fail WCAG 2.2 success criterion ${failure.criteria}.`,
        ),
      },
      {
        heading: 'What we are doing to improve accessibility',
        paragraphs: [
          'Before every release, our automated tests check both editions of every page in Chromium. They check:',
        ],
        // The accessibility spec runs exactly these checks (packages/contracts/src/accessibility-checks.ts).
        list: ACCESSIBILITY_CHECKS.map((check) => `${check.checks} (${check.criteria})`),
      },
      {
        heading: 'Preparation of this accessibility statement',
        paragraphs: [
          'This statement was prepared on 25 November 2026. It was last reviewed on 27 November 2026.',
          'This website was last tested on 27 November 2026 by the Studyflow team, with the automated tests listed above. Apart from the problems listed on this page, they found no failures.',
        ],
      },
    ],
  };
  return { privacy, terms, accessibility };
});

export const useLegalCopy = () => useEditionCopy(legalCopy);

import { VALIDATION } from '@studyflow/contracts/validation-messages';
import { perEdition, useEditionCopy } from '../../lib/edition/copy';

export interface SupportContact {
  id: string;
  title: string;
  content: string;
  phone?: string;
  email?: string;
  /** A sign-language video call service. */
  videoCall?: string;
  /** How to text them, e.g. 'Text SHOUT to 85258'. */
  text?: string;
  web: string;
  hours?: string;
}

export interface Stretch {
  name: string;
  tips: string[];
}

/** The wellbeing area (WEL, study edition): the texts the requirements give, and our own words. */
export const wellbeingCopy = perEdition(() => ({
  newTab: '(opens in a new tab)',
  backToWellbeing: 'Back to Wellbeing',
  close: 'Close',
  /** WEL-1 */
  title: 'Wellbeing',
  intro: 'Looking after yourself is part of studying well. Pick what helps you today.',
  cards: {
    calm: {
      title: 'Calm: a gift for you',
      text: 'A free Calm subscription for meditation, sleep stories and music to help you unwind.',
      action: 'Find out about Calm',
    },
    student_minds: {
      title: 'Student Minds',
      text: 'The UK student mental health charity: Student Space, resources and one-to-one support.',
      action: 'Go to Student Minds',
    },
    desk_stretches_for_students: {
      title: 'Desk stretches',
      text: 'Short stretches for arms, torso, legs and shoulders that you can do at your desk.',
      action: 'Go to Desk stretches',
    },
    support_contacts: {
      title: 'Support contacts',
      text: 'Services you can phone, text or visit online when you need to talk to someone.',
      action: 'Go to Support contacts',
    },
  },
  /** WEL-3 to WEL-6 */
  calm: {
    title: 'Your Calm gift',
    stepsLabel: 'Calm gift steps',
    stepNames: ['Introduction', 'Meditation', 'Sleep', 'Request', 'All done'],
    intro: [
      'Because you came to Studyflow through the Disabled Students’ Allowance, you can have a Calm subscription as a gift from us.',
      'Calm is an app for meditation, sleep and relaxation. It works on your phone, tablet and computer.',
    ],
    meditation: [
      'Guided meditations from 3 minutes long help you settle before a lecture, an exam or a hard conversation.',
      'Breathing exercises take less than a minute and you can do them anywhere.',
    ],
    sleep: [
      'Sleep stories, calming music and soundscapes help you switch off at the end of a busy day.',
      'Good sleep helps memory, focus and mood, so it helps your studies too.',
    ],
    requestIntro: 'Tell us where to send your gift.',
    note: 'You will receive an email within 48hrs with instructions to redeem a unique gift code.',
    email: 'Email',
    firstName: 'First name',
    surname: 'Surname',
    emailRequired: 'Email is required',
    emailInvalid: VALIDATION.invalidEmail,
    firstNameRequired: 'First name is required',
    surnameRequired: 'Surname is required',
    doneHeading: 'All done!',
    done: 'Thank you. Your request is in, and we will email your gift code within 48 hours.',
    alreadyRequested:
      'You have already asked for your Calm gift. Your request is in, and you will hear from us within 48 hours.',
    learnMore: 'Learn more',
    next: 'Next',
    submit: 'Send request',
    sending: 'Sending your request…',
    finish: 'Finish',
  },
  /** WEL-7 */
  contacts: {
    title: 'Support contacts',
    intro: 'Free, confidential services for when things feel too much. In an emergency, call 999.',
    phone: 'Phone',
    email: 'Email',
    text: 'Text',
    videoCall: 'Sign language video call',
    web: 'Website',
    hours: 'Open',
    visit: (title: string) => `Visit ${title}`,
    list: [
      {
        id: 'nightline',
        title: 'Nightline',
        content:
          'A listening and information service run by students, for students, at many UK universities.',
        web: 'https://www.nightline.ac.uk/',
      },
      {
        id: 'papyrus',
        title: 'PAPYRUS HOPELINE247',
        content:
          'Confidential support and advice for young people under 35 who are having thoughts of suicide, and for anyone worried about a young person.',
        phone: '0800 068 4141',
        text: '07860 039967',
        web: 'https://www.papyrus-uk.org/',
        hours: '9am to midnight, every day',
      },
      {
        id: 'shout',
        title: 'Shout',
        content: 'A free, confidential text support service for anyone in the UK who is struggling to cope.',
        text: 'Text SHOUT to 85258',
        web: 'https://giveusashout.org/',
        hours: '24/7',
      },
      {
        id: 'signhealth',
        title: 'SignHealth',
        content: 'Mental health and wellbeing support for Deaf people, in British Sign Language.',
        email: 'info@signhealth.org.uk',
        videoCall: 'https://signhealth.org.uk/with-deaf-people/',
        web: 'https://signhealth.org.uk/',
      },
    ] satisfies SupportContact[],
  },
  /** WEL-8 */
  minds: {
    title: 'Student Minds',
    partner: 'Studyflow works alongside Student Minds, the UK’s student mental health charity.',
    video: 'Watch the Student Space introduction (1:44)',
    videoUrl: 'https://studentspace.org.uk/',
    space: {
      title: 'Student Space',
      text: 'Information, stories and services to help you through the challenges of student life.',
      web: 'https://studentspace.org.uk/',
    },
    resources: {
      title: 'Resources',
      text: 'Guides on studying, friendships, money, sleep and looking after your mental health.',
      web: 'https://www.studentminds.org.uk/resources.html',
    },
    oneToOne: 'One-to-one support',
    oneToOneIntro:
      'Talk to a trained volunteer in the way that suits you. All services are free and confidential.',
    services: [
      {
        id: 'text',
        title: 'Text message support',
        text: 'Text a trained volunteer at any time.',
        hours: '24 hours',
        web: 'https://studentspace.org.uk/support-services/text-support',
      },
      {
        id: 'webchat',
        title: 'Webchat',
        text: 'Chat online with a trained volunteer.',
        hours: '4pm to 11pm daily',
        web: 'https://studentspace.org.uk/support-services/webchat',
      },
      {
        id: 'phone',
        title: 'Phone',
        text: 'Call and talk things through with a trained volunteer.',
        hours: '3pm to 6am daily',
        web: 'https://studentspace.org.uk/support-services/phone',
      },
      {
        id: 'email',
        title: 'Email support',
        text: 'Write in your own time and get a reply by email.',
        hours: 'Replies within a few days',
        web: 'https://studentspace.org.uk/support-services/email',
      },
    ],
    hours: 'Open',
  },
  /** WEL-9 */
  stretches: {
    title: 'Desk stretches',
    intro:
      'Sitting still for a long time makes muscles stiff and tired. Take a few minutes every hour to move. Stop any stretch that hurts.',
    tipsLabel: (name: string) => `${name}: how to do it`,
    groups: [
      {
        id: 'arms',
        title: 'Arms',
        stretches: [
          {
            name: 'Overhead reach',
            tips: [
              'Sit tall with your feet flat on the floor.',
              'Link your fingers and push your palms up to the ceiling.',
              'Hold for 10 to 30 seconds, breathing slowly.',
            ],
          },
          {
            name: 'Wrist stretch',
            tips: [
              'Hold one arm out in front, palm up.',
              'With the other hand, gently pull the fingers back towards you.',
              'Hold for 10 to 30 seconds, then swap arms.',
            ],
          },
        ],
      },
      {
        id: 'torso',
        title: 'Torso',
        stretches: [
          {
            name: 'Seated twist',
            tips: [
              'Sit tall and put your right hand on the back of the chair.',
              'Turn your upper body gently to the right.',
              'Hold for 10 to 30 seconds, then turn to the left.',
            ],
          },
          {
            name: 'Side bend',
            tips: [
              'Raise your right arm over your head.',
              'Lean gently to the left until you feel a stretch along your side.',
              'Hold for 10 to 30 seconds, then swap sides.',
            ],
          },
        ],
      },
      {
        id: 'legs',
        title: 'Legs and knees',
        stretches: [
          {
            name: 'Leg extension',
            tips: [
              'Sit near the front of your chair.',
              'Straighten one leg in front of you and point your toes up.',
              'Hold for 10 to 30 seconds, then swap legs.',
            ],
          },
          {
            name: 'Knee hug',
            tips: [
              'Lift one knee towards your chest.',
              'Hold it with both hands and sit tall.',
              'Hold for 10 to 30 seconds, then swap legs.',
            ],
          },
        ],
      },
      {
        id: 'head',
        title: 'Head and shoulders',
        stretches: [
          {
            name: 'Shoulder shrugs',
            tips: [
              'Lift both shoulders up towards your ears.',
              'Let them drop slowly and relax.',
              'Repeat 10 times.',
            ],
          },
          {
            name: 'Upper-trap stretch',
            tips: [
              'Sit tall and hold the side of your chair with your right hand.',
              'Tilt your left ear gently towards your left shoulder.',
              'Hold for 10 to 15 seconds, then swap sides.',
            ],
          },
        ],
      },
    ],
  },
}));

export const useWellbeingCopy = () => useEditionCopy(wellbeingCopy);

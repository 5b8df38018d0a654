import { VALIDATION } from '@studyflow/contracts/validation-messages';
import { brandFor, perEdition, useEditionCopy } from '../../lib/edition/copy';
import { TESTIMONIALS } from './testimonials';

/** Where the training offers and the demo bookings go (PUB-4, SHL-7). */
const TRAINING_MAIL = 'training@studyflow.example';
const mailto = (subject: string) => `mailto:${TRAINING_MAIL}?subject=${encodeURIComponent(subject)}`;

export const landingCopy = perEdition((edition) => {
  const pro = edition === 'pro';
  const brand = brandFor(edition);
  return {
    brand,
    landing: {
      /** PUB-1: the professional landing's headline. */
      headline: pro ? 'Transform the way you work.' : 'Study skills that fit the way you learn.',
      lead: pro
        ? 'Short learning paths for the assistive technology and workplace skills you use every day.'
        : 'Short, calm lessons on essays, lectures, reading and revision, and on the assistive technology that helps you.',
      points: pro
        ? ['Learn in bite-sized steps', 'Build confidence with your software', 'Go at your own pace']
        : ['Bite-sized steps you can finish', 'Made with disabled students', 'Go at your own pace'],
      signIn: 'Sign in',
      goToDashboard: 'Go to Dashboard',
      watchDemo: 'Watch the demo',
    },
    /** Sample content for the decorative preview card. */
    preview: {
      chip: pro ? 'Read&Write' : 'Essay writing',
      title: pro ? 'Check your writing' : 'Plan your essay',
      steps: pro
        ? ['Turn on read aloud', 'Listen back', 'Fix what sounds wrong']
        : ['Read the question', 'Make a mind map', 'Order your ideas'],
      done: '60% done',
      left: '4 MIN left',
    },
    /** PUB-4: the demo video in a modal. */
    demo: {
      title: `${brand} in under a minute`,
      loading: 'Loading the video…',
      subtitles: 'English',
      close: 'Close',
    },
    /** PUB-4: get started, build confidence, gain insight. */
    mission: {
      title: pro ? 'Skills for the work you do' : 'Learning that fits around you',
      intro: pro
        ? 'Every path is tailored to the software you use and the tasks in front of you.'
        : 'Every flow is tailored to your course, your software and the time you have.',
      items: [
        {
          title: 'Get started',
          text: pro
            ? 'Pick your software and see the first short step in under a minute.'
            : 'Choose your software and your course, then start a first step in under a minute.',
        },
        {
          title: 'Build confidence',
          text: pro
            ? 'Practise one real task at a time, with videos that show each click.'
            : 'Practise one skill at a time, with short videos and one thing to try.',
        },
        {
          title: 'Gain insight',
          text: pro
            ? 'See what you have covered and pick up where you stopped.'
            : 'See your progress by flow, keep notes, and resume where you left off.',
        },
      ],
    },
    /** PUB-4: the software-logo strip. */
    software: {
      title: 'Works with the software you already have',
      intro: 'Short videos for the assistive technology named in your needs assessment.',
      /** The strip's tiles (ours, drawn from each name: no vendor logos), named for screen readers. */
      logos: [
        { slug: 'read-write', name: 'Read&Write' },
        { slug: 'claroread', name: 'ClaroRead' },
        { slug: 'dragon-professional', name: 'Dragon Professional' },
        { slug: 'mindview', name: 'MindView' },
        { slug: 'nvda', name: 'NVDA' },
        { slug: 'glean', name: 'Glean' },
        { slug: 'equatio', name: 'Equatio' },
        { slug: 'zoomtext', name: 'ZoomText' },
      ],
      demos: 'AT Software Demos',
      /** PUB-16: the library is for signed-in learners, so a guest signs in first. */
      demosHint: 'Sign in to watch them.',
    },
    testimonials: {
      title: pro ? 'What people at work say' : 'What learners and staff say',
      items: TESTIMONIALS,
    },
    /** PUB-2: tailored, intuitive, bitesized, flexible, engaging and accessible. */
    features: {
      title: `Why ${brand}`,
      items: [
        {
          title: 'Tailored',
          text: pro
            ? 'Paths follow your software and your role.'
            : 'Flows follow your course, your software and your needs.',
        },
        { title: 'Intuitive', text: 'One clear next step on every screen.' },
        { title: 'Bitesized', text: 'Steps of one to three minutes, each with one thing to try.' },
        {
          title: 'Flexible',
          text: pro ? 'Learn between meetings, on any device.' : 'Learn between lectures, on any device.',
        },
        { title: 'Engaging', text: 'Videos, quick checks and badges that mark real progress.' },
        {
          title: 'Accessible',
          text: 'Your colours, font, text size and subtitles on every page.',
        },
      ],
    },
    /** PUB-4: assessor and tutor training cards (mail links). */
    training: {
      title: 'Training',
      items: [
        {
          title: 'Assessor training',
          text: 'A one-hour online session for needs assessors: what Studyflow teaches and how to recommend it.',
          action: 'Ask about assessor training',
          href: mailto('Assessor training'),
        },
        {
          title: 'Tutor training',
          text: pro
            ? 'For workplace trainers: use Studyflow Pro alongside one-to-one sessions.'
            : 'For AT trainers and study skills tutors: use Studyflow alongside your sessions.',
          action: 'Ask about tutor training',
          href: mailto('Tutor training'),
        },
      ],
    },
    /** PUB-6: the 'Let's connect' form. */
    contact: {
      title: "Let's connect",
      intro: 'Questions, training or a licence for your team: send us a message and we will reply by email.',
      fullName: 'Full name',
      email: 'Email',
      message: 'Message',
      /** The helper texts of PUB-6 (docs/decisions.md: which field shows which). */
      requiredField: VALIDATION.requiredField,
      fieldRequired: VALIDATION.fieldRequired,
      validEmail: VALIDATION.validEmail,
      send: 'Send message',
      sent: 'Thank you. Your message is on its way.',
    },
  };
});

export const useLandingCopy = () => useEditionCopy(landingCopy);

import type { FlowContent } from './flow-content';

/**
 * The Pro edition's learning paths: workplace skills with assistive technology. Our own words;
 * the adjustments module describes UK law (Equality Act 2010) and the Access to Work scheme.
 */
export const PRO_PATHS: readonly FlowContent[] = [
  {
    slug: 'getting-started-with-assistive-technology',
    name: 'Getting started with assistive technology at work',
    colors: { primary: '#3949AB', secondary: '#E6E9F7', tab: '#2C3A8C' },
    modules: [
      {
        slug: 'what-assistive-technology-can-do',
        name: 'What assistive technology can do',
        description:
          'Meet the main kinds of assistive technology and the everyday work tasks each one helps with.',
        chapters: [
          { slug: 'tools-that-read-aloud', name: 'Tools that read aloud', minutes: 4 },
          { slug: 'tools-that-type-what-you-say', name: 'Tools that type what you say', minutes: 5 },
          { slug: 'tools-for-ideas', name: 'Tools for planning and organising ideas', minutes: 4 },
        ],
      },
      {
        slug: 'setting-up-your-tools',
        name: 'Setting up your tools',
        description: 'Adjust voices, shortcuts and toolbars so your software fits the way you work.',
        chapters: [
          { slug: 'voice-and-speed', name: 'Choosing a voice and reading speed', minutes: 4 },
          { slug: 'shortcuts', name: 'Keyboard shortcuts worth learning', minutes: 5 },
        ],
      },
      {
        slug: 'workplace-adjustments',
        name: 'Workplace adjustments',
        description:
          'Learn how reasonable adjustments work and how to talk with your manager about what helps you.',
        chapters: [
          { slug: 'reasonable-adjustments', name: 'What reasonable adjustments are', minutes: 5 },
          { slug: 'talking-to-your-manager', name: 'Talking to your manager', minutes: 5 },
          { slug: 'access-to-work', name: 'Access to Work and other support', minutes: 4 },
        ],
      },
    ],
  },
  {
    slug: 'reading-and-writing-at-work',
    name: 'Reading and writing at work',
    colors: { primary: '#006D77', secondary: '#DDF1F3', tab: '#00525A' },
    modules: [
      {
        slug: 'reading-documents-and-email',
        name: 'Reading documents and email',
        description:
          'Use text-to-speech and reading views to get through long documents and busy inboxes with less strain.',
        chapters: [
          { slug: 'listening-to-documents', name: 'Listening to documents', minutes: 4 },
          { slug: 'skimming-for-what-matters', name: 'Skimming long documents for what matters', minutes: 5 },
          { slug: 'a-calmer-inbox', name: 'Keeping a busy inbox under control', minutes: 5 },
        ],
      },
      {
        slug: 'writing-clearly',
        name: 'Writing clearly',
        description:
          'Plan, draft and check emails and reports in plain English with dictation and checking tools.',
        chapters: [
          { slug: 'plan-before-you-write', name: 'Planning before you write', minutes: 4 },
          { slug: 'dictating-a-draft', name: 'Dictating your first draft', minutes: 5 },
          { slug: 'checking-your-writing', name: 'Checking your writing', minutes: 5 },
        ],
      },
    ],
  },
  {
    slug: 'meetings-and-presentations',
    name: 'Meetings and presentations',
    colors: { primary: '#B54708', secondary: '#FCEBDD', tab: '#8A3606' },
    modules: [
      {
        slug: 'getting-the-most-from-meetings',
        name: 'Getting the most from meetings',
        description:
          'Prepare for meetings, capture actions with captions or recordings and follow up clearly.',
        chapters: [
          { slug: 'preparing', name: 'Preparing for a meeting', minutes: 4 },
          { slug: 'notes-captions-recordings', name: 'Notes, live captions and recordings', minutes: 5 },
          { slug: 'following-up', name: 'Following up on actions', minutes: 4 },
        ],
      },
      {
        slug: 'presenting-with-confidence',
        name: 'Presenting with confidence',
        description: 'Plan one clear message, design readable slides and practise with speaker notes.',
        chapters: [
          { slug: 'structuring-your-message', name: 'Structuring your message', minutes: 5 },
          { slug: 'readable-slides', name: 'Readable slides', minutes: 5 },
          { slug: 'practising', name: 'Practising with speaker notes', minutes: 4 },
        ],
      },
    ],
  },
  {
    slug: 'organisation-and-focus',
    name: 'Organisation and focus',
    colors: { primary: '#27714A', secondary: '#E4F3EA', tab: '#1D5537' },
    modules: [
      {
        slug: 'planning-your-work',
        name: 'Planning your work',
        description:
          'Use one task list and your calendar together to see what is due and plan realistic days.',
        chapters: [
          { slug: 'one-task-list', name: 'One task list you can trust', minutes: 4 },
          { slug: 'planning-your-day', name: 'Planning your day with your calendar', minutes: 5 },
          { slug: 'next-actions', name: 'Breaking projects into next actions', minutes: 5 },
        ],
      },
      {
        slug: 'staying-focused',
        name: 'Staying focused',
        description:
          'Manage interruptions and notifications, and use timed work sessions to keep your attention on one task.',
        chapters: [
          { slug: 'notifications', name: 'Taming notifications', minutes: 4 },
          { slug: 'focused-blocks', name: 'Working in focused blocks', minutes: 5 },
        ],
      },
      {
        slug: 'managing-workload',
        name: 'Managing workload and stress',
        description:
          'Notice early signs of overload, agree priorities and ask for support before things build up.',
        chapters: [
          { slug: 'signs-of-overload', name: 'Noticing the signs of overload', minutes: 4 },
          { slug: 'agreeing-priorities', name: 'Agreeing priorities with your manager', minutes: 5 },
        ],
      },
    ],
  },
];

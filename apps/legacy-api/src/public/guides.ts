import type { PdfSource } from './tagged-pdf';

const common = { author: 'Studyflow', language: 'en-GB' } as const;

/** PUB-8: the assessor toolkit's Recommendation Guide, as a tagged PDF. */
export const RECOMMENDATION_GUIDE: PdfSource = {
  ...common,
  title: 'Studyflow Recommendation Guide',
  subject: 'How needs assessors can recommend Studyflow',
  footer: 'Studyflow Recommendation Guide',
  blocks: [
    { kind: 'H1', text: 'Studyflow Recommendation Guide' },
    {
      kind: 'P',
      text: 'This guide is for needs assessors and DSA advisers. It says who Studyflow is for, what it does, and how to recommend it in a needs assessment report.',
    },
    { kind: 'H2', text: 'Who it is for' },
    {
      kind: 'P',
      text: 'Studyflow suits students and employees who need structured, self-paced practice with their assistive technology and study or work strategies, including people with:',
    },
    {
      kind: 'L',
      items: [
        'specific learning differences such as dyslexia or dyspraxia',
        'ADHD or autism',
        'visual impairments',
        'mental health conditions or chronic illness that limit energy and concentration',
      ],
    },
    { kind: 'H2', text: 'What it does' },
    {
      kind: 'P',
      text: 'Short, captioned lessons teach each piece of recommended software and the strategies that go with it: planning, reading, note taking, writing and revision. Each step takes one to three minutes and ends with one thing to try.',
    },
    {
      kind: 'P',
      text: 'Progress is saved, so a learner can stop and resume at any point. Colours, fonts, text size and subtitles follow the learner’s own settings on every page.',
    },
    { kind: 'H2', text: 'Recommending it' },
    {
      kind: 'P',
      text: 'Recommend Studyflow alongside the software in your report, as a licence for the length of the course or contract. Name the software it should cover, so the first lessons match the learner’s set-up.',
    },
    {
      kind: 'P',
      text: 'Suggested wording: “A Studyflow licence for the duration of the course, to build independent use of the recommended assistive technology and study strategies through short, self-paced lessons.”',
    },
    { kind: 'H2', text: 'Contact' },
    { kind: 'P', text: 'Questions, demos and training: training@studyflow.example.' },
  ],
};

const justification = (
  group: string,
  slug: string,
  purpose: string,
  products: string,
): [string, PdfSource] => [
  `justification-guide-${slug}.pdf`,
  {
    ...common,
    title: `Justification Guide: ${group} software`,
    subject: `Why ${group.toLowerCase()} software is recommended`,
    footer: `Studyflow Justification Guide · ${group}`,
    blocks: [
      { kind: 'H1', text: `Justification Guide: ${group} software` },
      { kind: 'P', text: `Examples: ${products}.` },
      { kind: 'H2', text: 'The barrier it removes' },
      { kind: 'P', text: purpose },
      { kind: 'H2', text: 'Wording for a report' },
      {
        kind: 'P',
        text: `“${group} software is recommended so that the student can complete course tasks independently and at the same pace as their peers. Training through Studyflow's short lessons is recommended alongside it.”`,
      },
    ],
  },
];

/** The demo library's Justification Guides (PUB-11), one per group of software. */
export const JUSTIFICATION_GUIDES: readonly [string, PdfSource][] = [
  justification(
    'Literacy',
    'literacy',
    'Reading long texts and checking one’s own writing take much longer with dyslexia or visual fatigue. Text to speech and word prediction let the learner hear text and write with fewer spelling interruptions.',
    'Read&Write, ClaroRead, Co:Writer, Immersive Reader',
  ),
  justification(
    'Mind mapping',
    'mind-mapping',
    'Holding many ideas in working memory while ordering them is hard with ADHD or dyslexia. A visual map keeps ideas in view and turns into an outline for writing.',
    'MindView, Inspiration',
  ),
  justification(
    'Note taking',
    'note-taking',
    'Listening, understanding and writing at once overloads attention and processing. Recording with timed notes lets the learner listen first and review later.',
    'Glean, Caption.Ed',
  ),
  justification(
    'Speech recognition',
    'speech-recognition',
    'Typing is slow or painful with motor impairments, chronic pain or severe spelling difficulties. Dictation turns speech into text at speaking speed.',
    'Dragon Professional',
  ),
  justification(
    'Screen reading',
    'screen-reading',
    'Visual impairments make print and screens unreadable without support. Screen readers and magnifiers give access to every application by speech, braille or enlargement.',
    'JAWS, NVDA, ZoomText',
  ),
];

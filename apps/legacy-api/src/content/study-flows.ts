import type { FlowContent } from './flow-content';

/**
 * The study edition's six flows (seed 000 §3 names their slugs). Our own words; the techniques are
 * the well-evidenced ones (e.g. practice testing and spacing, rated "high utility" by Dunlosky et
 * al., 2013); the lesson steps that teach them name their sources.
 */
export const STUDY_FLOWS: readonly FlowContent[] = [
  {
    slug: 'essay-writing',
    name: 'Essay Writing',
    colors: { primary: '#7B3FA0', secondary: '#F1E8F7', tab: '#5E2C7D' },
    modules: [
      {
        slug: 'understanding-the-question',
        name: 'Understanding the question',
        description:
          'Break an essay question into its instruction words, topic and limits so you know exactly what to answer.',
        chapters: [
          {
            slug: 'instruction-words',
            name: 'Instruction words: what the question asks you to do',
            minutes: 6,
          },
          { slug: 'topic-and-limits', name: 'Finding the topic and the limits', minutes: 5 },
          { slug: 'your-own-questions', name: 'Turning the question into your own questions', minutes: 6 },
        ],
      },
      {
        slug: 'planning-your-essay',
        name: 'Planning your essay',
        description:
          'Gather your ideas, sort them into a clear order and give each part a word budget before you write.',
        chapters: [
          { slug: 'getting-ideas-down', name: 'Getting ideas out of your head', minutes: 5 },
          { slug: 'choosing-an-order', name: 'Choosing an order that builds an argument', minutes: 7 },
          { slug: 'word-budgets', name: 'Word budgets for introduction, body and conclusion', minutes: 4 },
        ],
      },
      {
        slug: 'drafting-and-editing',
        name: 'Drafting, editing and proofreading',
        description:
          'Write a rough first draft quickly, then improve it in separate passes for argument, clarity and accuracy.',
        chapters: [
          { slug: 'rough-first-draft', name: 'Writing a rough first draft', minutes: 6 },
          { slug: 'editing-for-argument', name: 'Editing for argument and flow', minutes: 7 },
          { slug: 'proofreading-by-ear', name: 'Proofreading by listening with text-to-speech', minutes: 5 },
        ],
      },
    ],
  },
  {
    slug: 'lectures',
    name: 'Lectures',
    colors: { primary: '#1F6FA8', secondary: '#E3F0FA', tab: '#17557F' },
    modules: [
      {
        slug: 'before-the-lecture',
        name: 'Before the lecture',
        description:
          'Look over the slides and reading beforehand, so the lecture builds on something you already know.',
        chapters: [
          { slug: 'skimming-in-advance', name: 'Skimming slides and reading in advance', minutes: 5 },
          { slug: 'setting-up-your-tools', name: 'Setting up your note-taking tools', minutes: 4 },
        ],
      },
      {
        slug: 'taking-notes',
        name: 'Taking notes that work for you',
        description:
          'Choose a note-taking method that suits the way you think and capture key points rather than every word.',
        chapters: [
          { slug: 'key-points', name: 'Key points, not every word', minutes: 5 },
          { slug: 'cornell-and-mind-maps', name: 'Cornell notes and mind maps', minutes: 7 },
          { slug: 'recording-lectures', name: 'Recording lectures and adding your own notes', minutes: 6 },
        ],
      },
      {
        slug: 'after-the-lecture',
        name: 'After the lecture',
        description: 'Review and tidy your notes within a day or two, while the lecture is still fresh.',
        chapters: [
          { slug: 'reviewing-soon', name: 'Reviewing within a day or two', minutes: 4 },
          { slug: 'notes-into-questions', name: 'Turning your notes into questions', minutes: 5 },
        ],
      },
    ],
  },
  {
    slug: 'organisation',
    name: 'Organisation',
    colors: { primary: '#27714A', secondary: '#E4F3EA', tab: '#1D5537' },
    modules: [
      {
        slug: 'planning-your-week',
        name: 'Planning your week',
        description: 'Put fixed commitments in first, then give study tasks realistic slots you can keep.',
        chapters: [
          { slug: 'your-week-at-a-glance', name: 'Seeing your whole week at a glance', minutes: 5 },
          { slug: 'time-blocking', name: 'Blocking out time for study', minutes: 6 },
          { slug: 'room-for-rest', name: 'Leaving room for rest and the unexpected', minutes: 4 },
        ],
      },
      {
        slug: 'deadlines-and-big-tasks',
        name: 'Deadlines and big tasks',
        description:
          'Work back from each deadline and break large assignments into small, concrete next steps.',
        chapters: [
          { slug: 'working-back', name: 'Working back from the deadline', minutes: 5 },
          { slug: 'small-steps', name: 'Breaking a big task into small steps', minutes: 6 },
        ],
      },
      {
        slug: 'staying-focused',
        name: 'Staying focused',
        description:
          'Cut down distractions and use short, timed bursts of work to get started and keep going.',
        chapters: [
          { slug: 'a-calmer-space', name: 'Setting up a space with fewer distractions', minutes: 4 },
          { slug: 'timed-bursts', name: 'Working in timed bursts', minutes: 5 },
          { slug: 'when-you-feel-stuck', name: 'Getting started when you feel stuck', minutes: 5 },
        ],
      },
    ],
  },
  {
    slug: 'presentations',
    name: 'Presentations',
    colors: { primary: '#B54708', secondary: '#FCEBDD', tab: '#8A3606' },
    modules: [
      {
        slug: 'planning-your-presentation',
        name: 'Planning your presentation',
        description:
          'Decide on your audience and one key message, then build a simple structure around them.',
        chapters: [
          { slug: 'audience-and-purpose', name: 'Knowing your audience and purpose', minutes: 4 },
          { slug: 'one-message', name: 'One key message, three main points', minutes: 6 },
        ],
      },
      {
        slug: 'designing-slides',
        name: 'Designing clear slides',
        description:
          'Keep slides simple and readable, with few words, large text and strong colour contrast.',
        chapters: [
          { slug: 'less-text', name: 'Less text, more meaning', minutes: 5 },
          { slug: 'fonts-sizes-colours', name: 'Readable fonts, sizes and colours', minutes: 5 },
          { slug: 'images-and-charts', name: 'Using images and charts well', minutes: 5 },
        ],
      },
      {
        slug: 'rehearsing-and-delivering',
        name: 'Rehearsing and delivering',
        description:
          'Practise out loud, speak from prompts rather than a script and plan how you will handle nerves and questions.',
        chapters: [
          { slug: 'cue-cards', name: 'Speaker notes and cue cards', minutes: 4 },
          { slug: 'rehearsing-out-loud', name: 'Rehearsing out loud', minutes: 5 },
          { slug: 'nerves-and-questions', name: 'Managing nerves and questions', minutes: 6 },
        ],
      },
    ],
  },
  {
    slug: 'reading-research',
    name: 'Reading & Research',
    colors: { primary: '#0F766E', secondary: '#DDF3F1', tab: '#0B5953' },
    modules: [
      {
        slug: 'finding-sources',
        name: 'Finding good sources',
        description:
          'Search your library and databases with well-chosen keywords, and check whether a source is reliable.',
        chapters: [
          { slug: 'search-keywords', name: 'Choosing search keywords', minutes: 5 },
          { slug: 'library-and-databases', name: 'Using the library catalogue and databases', minutes: 6 },
          { slug: 'is-it-reliable', name: 'Judging whether a source is reliable', minutes: 6 },
        ],
      },
      {
        slug: 'active-reading',
        name: 'Active reading',
        description:
          'Read with a purpose: survey a text first, ask questions of it and note answers in your own words.',
        chapters: [
          { slug: 'survey-first', name: 'Survey before you read', minutes: 4 },
          { slug: 'reading-with-questions', name: 'Reading with questions in mind', minutes: 6 },
          { slug: 'listening-to-text', name: 'Listening to text with text-to-speech', minutes: 4 },
        ],
      },
      {
        slug: 'referencing',
        name: 'Referencing and academic integrity',
        description:
          'Keep track of sources as you go and cite them correctly, so your work is clearly your own.',
        chapters: [
          { slug: 'recording-sources', name: 'Recording sources as you read', minutes: 4 },
          { slug: 'quote-paraphrase-summarise', name: 'Quoting, paraphrasing and summarising', minutes: 6 },
          { slug: 'reference-managers', name: 'Using a reference manager', minutes: 5 },
        ],
      },
    ],
  },
  {
    slug: 'revision',
    name: 'Revision',
    colors: { primary: '#B4235A', secondary: '#FBE4EC', tab: '#8C1B46' },
    modules: [
      {
        slug: 'making-a-revision-plan',
        name: 'Making a revision plan',
        description:
          'Spread revision over the weeks before your exams and share your time fairly between topics.',
        chapters: [
          { slug: 'topics-and-dates', name: 'Listing your topics and exam dates', minutes: 4 },
          { slug: 'spacing-it-out', name: 'Spacing revision out over time', minutes: 5 },
        ],
      },
      {
        slug: 'active-revision',
        name: 'Active revision',
        description:
          'Test yourself instead of rereading, because recalling what you know makes it easier to remember later.',
        chapters: [
          { slug: 'practice-testing', name: 'Practice testing and flashcards', minutes: 6 },
          { slug: 'past-papers', name: 'Past papers and timed answers', minutes: 6 },
          { slug: 'mixing-topics', name: 'Mixing topics in one session', minutes: 5 },
        ],
      },
      {
        slug: 'exam-day',
        name: 'Exam day',
        description:
          'Plan your time in the exam, read each question carefully and use any adjustments you are entitled to.',
        chapters: [
          { slug: 'planning-your-time', name: 'Reading the paper and planning your time', minutes: 5 },
          { slug: 'exam-adjustments', name: 'Using your exam adjustments', minutes: 4 },
          { slug: 'the-day-before', name: 'Looking after yourself before the exam', minutes: 4 },
        ],
      },
    ],
  },
];

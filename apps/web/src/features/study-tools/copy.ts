import { perEdition, useEditionCopy } from '../../lib/edition/copy';
import type { ExamStepKind } from './calculators';

export type ToolId =
  | 'wordWizard'
  | 'essayCalculator'
  | 'examCalculator'
  | 'revisionCalculator'
  | 'planner'
  | 'pomodoro';

/** The study tools (TLS); the study edition only, so both editions read the same texts. */
export const studyToolsCopy = perEdition(() => ({
  title: 'Study Tools',
  lead: 'Tools to plan essays, exams, revision and your study time.',
  gridLabel: 'Study tools',
  comingSoon: 'Coming soon',
  comingSoonText: 'More tools are on the way.',
  open: (name: string) => `Open ${name}`,
  openButton: 'Open',
  backToTools: 'Back to all tools',
  close: 'Close',
  /** TLS-1: names, and the other name each tool goes by. */
  tools: {
    wordWizard: {
      name: 'Essay Question Wizard',
      alsoCalled: 'Essay Word Wizard',
      summary: 'What the instruction words of essay questions ask you to do.',
    },
    essayCalculator: {
      name: 'Essay Calculator',
      alsoCalled: 'Essay Breakdown Calculator',
      summary: 'Split your word count into introduction, body and conclusion.',
    },
    examCalculator: {
      name: 'Exam Calculator',
      alsoCalled: null,
      summary: 'Plan your time in the exam room, question by question.',
    },
    revisionCalculator: {
      name: 'Revision Calculator',
      alsoCalled: null,
      summary: 'How many days you can give each topic before the exam.',
    },
    planner: {
      name: 'Productivity Planner',
      alsoCalled: null,
      summary: 'Plan your study blocks for the week.',
    },
    pomodoro: { name: 'Pomodoro Timer', alsoCalled: null, summary: '25 minutes of focus, then a break.' },
  } satisfies Record<ToolId, { name: string; alsoCalled: string | null; summary: string }>,
  alsoCalled: (name: string) => `Also called ${name}`,

  // TLS-2
  wizardIntro: 'Pick a letter to see the instruction words that start with it.',
  lettersLabel: 'Letters',
  letterButton: (letter: string, count: number) =>
    count === 0
      ? `${letter.toUpperCase()}, no words`
      : `${letter.toUpperCase()}, ${count} ${count === 1 ? 'word' : 'words'}`,
  wordsFor: (letter: string) => `Words starting with ${letter.toUpperCase()}`,
  noWords: (letter: string) => `No instruction words start with ${letter.toUpperCase()}.`,
  loadingWords: 'Loading the words…',
  wordsFailed: 'The words could not be loaded. Try again in a moment.',
  tryAgain: 'Try again',

  // TLS-3, TLS-4
  essayIntro: 'Choose your word count to see two ways to split it.',
  wordCount: 'Word count',
  plan: (option: string) => `Plan ${option}`,
  planHint: {
    A: 'For most essays: a short introduction and conclusion.',
    B: 'When the question needs more setting up and a fuller conclusion.',
  },
  part: 'Part',
  words: 'Words',
  intro: 'Introduction',
  body: 'Main body',
  conclusion: 'Conclusion',
  total: 'Total',
  mindMap: 'Mind map',
  download: (format: string) => `Download ${format}`,
  downloadPlan: (option: string, format: string) => `Download ${format} of plan ${option}`,
  formats: { pdf: 'PDF', opml: 'OPML', freemind: 'FreeMind (.mm)' },
  formatNote:
    'MindManager (.mmap), MindView (.mvdx) and Inspiration (.isf) files are not offered: we cannot make them faithfully. Those apps, and most other mind-map apps, open the OPML or FreeMind file instead.',

  // TLS-6 to TLS-8
  examName: 'Exam name',
  examDate: 'Exam date',
  startTime: 'Start time',
  endTime: 'End time',
  questions: 'Number of questions',
  planningTime: 'Planning time per question (minutes)',
  proofreadingTime: 'Proofreading time per question (minutes)',
  bounds: 'From 0 to 99.',
  calculate: 'Calculate',
  startAfterEnd: 'The start time is after the end time.',
  opensInNewTab: 'The schedule opens in a new tab.',
  schedule: 'Exam schedule',
  scheduleTitle: (name: string) => `Exam schedule: ${name}`,
  scheduleSummary: (date: string, start: string, end: string, perQuestion: string) =>
    `${date}, ${start} to ${end}. ${perQuestion} minutes for each question.`,
  scheduleRules:
    'The first 10 minutes are for reading the paper and choosing questions. 20 minutes are held back in all: those 10 and 10 at the end for a final proofread.',
  overbooked: 'Planning and proofreading take more than the time for each question: shorten them.',
  tooShort: 'This exam is shorter than the 20 minutes held back, so there is no time left for questions.',
  invalidSchedule: 'This schedule address is not complete. Open the Exam Calculator and calculate again.',
  time: 'Time',
  step: 'Step',
  steps: {
    reading: 'Read the paper and choose your questions',
    plan: (q: number) => `Question ${q}: plan`,
    write: (q: number) => `Question ${q}: start writing`,
    proofread: (q: number) => `Question ${q}: proofread`,
    finalProof: 'Final proofread of all answers',
  } satisfies Record<ExamStepKind, string | ((q: number) => string)>,
  print: 'Print',
  exportCalendar: 'Add to calendar (.ics)',

  // TLS-5
  revisionIntro: 'Enter your exam date and how many topics you need to revise.',
  topics: 'Number of topics',
  topicsBounds: 'From 0 to 1000.',
  daysPerTopic: 'Days per topic',
  daysPerTopicValue: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
  revisionZero: 'Choose a date in the future and at least one topic.',
  revisionSummary: (days: number, topics: number) =>
    `${days} ${days === 1 ? 'day' : 'days'} left for ${topics} ${topics === 1 ? 'topic' : 'topics'}.`,
  revisionCalendarNote:
    'The calendar file gives each topic its share of mornings (9:00 to 13:00) and afternoons (13:00 to 17:00) from today.',
  revisionEvent: (n: number) => `Revise topic ${n}`,
  examEvent: (name: string) => `Exam: ${name}`,

  // TLS-9 to TLS-12
  phases: { pomodoro: 'Pomodoro', shortBreak: 'Short break', longBreak: 'Long break' },
  phaseLabel: 'Phase',
  timeLeft: 'Time left',
  start: 'Start',
  pause: 'Pause',
  reset: 'Reset',
  endBreak: 'End break',
  pomodoroDone: '25 minutes have passed, choose a break time!',
  breakDone: 'Break is over, start pomodoro!',
  chooseBreak: 'Choose a break',
  minutesLeft: (minutes: number, phase: string) =>
    `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left: ${phase}.`,
  titleFocus: 'Time to focus',
  titlePaused: '(Paused)',
  titleBreak: 'Break Time',
  notificationsOff: 'Turn on notifications to hear from the timer while you are in another tab.',
  allowNotifications: 'Allow notifications',

  // TLS-13
  plannerIntro: 'Add study blocks to your week. They are saved to your account.',
  /** Where the upstream keeps no plans (docs/upstream-api.md, "Extensions"). */
  plannerIntroLocal:
    'Add study blocks to your week. Your plan is kept in this browser only: it will not follow you to another device.',
  plannerFull: 'This browser cannot keep more study blocks. Remove one to add another.',
  weekday: 'Day',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  blockTitle: 'What you will study',
  blockStart: 'From',
  blockEnd: 'To',
  addBlock: 'Add block',
  blockAdded: 'Study block added.',
  blockRemoved: 'Study block removed.',
  removeBlock: (title: string, day: string, start: string) => `Remove ${title}, ${day} ${start}`,
  emptyDay: 'Nothing planned.',
  weekLabel: 'Your week',
  printPlan: 'Print my week',
  blockErrors: {
    title: 'Enter what you will study (up to 80 characters).',
    time: 'The end time must be after the start time.',
  },
}));

export const useStudyToolsCopy = () => useEditionCopy(studyToolsCopy);
export type StudyToolsCopy = ReturnType<typeof useStudyToolsCopy>;
